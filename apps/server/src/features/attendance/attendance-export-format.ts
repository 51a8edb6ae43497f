/** The export's cells and CSV text for a batch of records, each distinct value formatted once. */
import {
  attendanceCsvCells,
  type AttendanceCsvRow,
  type AttendanceCsvTexts,
} from '@rollcall/contract/attendance-csv';
import { CSV_LINE_END, csvField } from '@rollcall/contract/csv';
import { schoolTimeOf } from '../../shared/school-calendar.js';
import type { ExportBatch, RecordRow } from './attendance-export-rows.js';

/** A run of adjacent columns, as cells (Excel, reports) and as CSV text. */
type Part = { cells: string[]; csv: string };

/**
 * Formats records into the export's cells with the contract's own `attendanceCsvCells`, but once
 * per distinct value of each run of columns (a day, a minute, a student, an outcome, a gate)
 * instead of once per row: a million rows hold a few thousand distinct values.
 */
export function exportFormatter(timezone: string, texts: AttendanceCsvTexts) {
  const blank: AttendanceCsvRow = {
    date: '',
    time: '',
    studentName: '',
    studentId: '',
    class: '',
    section: '',
    status: '',
    timeWindow: '',
    minutesLate: 0,
    location: '',
    checkOutTime: '',
    checkOutIsEarly: false,
  };
  const partOf = (row: Partial<AttendanceCsvRow>, from: number, to: number): Part => {
    const cells = attendanceCsvCells({ ...blank, ...row }, texts).slice(from, to);
    return { cells, csv: cells.map(csvField).join(',') };
  };
  // A minute's or a day's count since 1970 (UTC) as the instant; every zone's offset is whole
  // minutes, so a minute's school time is that of every second in it.
  const schoolTime = (minute: number) => schoolTimeOf(new Date(minute * 60_000), timezone);
  const dayText = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
  const dates = new Map<number, Part>();
  const times = new Map<number, Part>();
  const studentParts = new Map<string, Part>();
  const outcomes = new Map<string, Part>();
  const locations = new Map<string | null, Part>();
  const checkOuts = new Map<number, Part>();
  const noCheckOut = partOf({}, 10, 11);

  // The lookups are written out, not wrapped in a helper taking a callback: a closure per cell
  // is garbage, and the garbage collector is the export's main cost.
  const dateOf = ([day]: RecordRow) =>
    dates.get(day) ?? remember(dates, day, partOf({ date: dayText(day) }, 0, 1));
  const timeOf = ([, minute]: RecordRow) =>
    times.get(minute) ?? remember(times, minute, partOf({ time: schoolTime(minute) }, 1, 2));
  // By the student's id, so that one lookup per row finds the part; the student only on a miss.
  const studentOf = (id: string, students: ExportBatch['students']) => {
    const found = studentParts.get(id);
    if (found) return found;
    const student = students.get(id);
    return (
      student &&
      remember(
        studentParts,
        id,
        partOf(
          {
            studentName: `${student.first_name} ${student.last_name}`,
            studentId: student.student_id,
            class: student.class,
            section: student.section,
          },
          2,
          6,
        ),
      )
    );
  };
  const outcomeOf = ([, , , outcome]: RecordRow) => {
    const found = outcomes.get(outcome);
    if (found) return found;
    const [status, timeWindow, minutesLate] = outcome.split('|');
    return remember(
      outcomes,
      outcome,
      partOf({ status, timeWindow, minutesLate: minutesLate ? Number(minutesLate) : null }, 6, 9),
    );
  };
  const locationOf = ([, , , , location]: RecordRow) =>
    locations.get(location) ?? remember(locations, location, partOf({ location }, 9, 10));
  const checkOutOf = ([, , , , , minute, isEarly]: RecordRow) => {
    if (minute === undefined) return noCheckOut;
    const key = minute * 2 + (isEarly ? 1 : 0);
    return (
      checkOuts.get(key) ??
      remember(
        checkOuts,
        key,
        partOf({ checkOutTime: schoolTime(minute), checkOutIsEarly: isEarly }, 10, 11),
      )
    );
  };

  return {
    /** The batch as CSV lines, exactly as `csvLines(rows.map(attendanceCsvCells))` writes them. */
    csv({ records, students }: ExportBatch) {
      let text = '';
      for (const record of records) {
        // As the inner join did: a student deleted meanwhile takes their records with them.
        const student = studentOf(record[2], students);
        if (!student) continue;
        text += `${dateOf(record).csv},${timeOf(record).csv},${student.csv},${outcomeOf(record).csv},${locationOf(record).csv},${checkOutOf(record).csv}${CSV_LINE_END}`;
      }
      return text;
    },
    /** The batch as rows of cells, in the columns' order. */
    cells({ records, students }: ExportBatch) {
      const rows: string[][] = [];
      for (const record of records) {
        const student = studentOf(record[2], students);
        if (!student) continue;
        rows.push([
          ...dateOf(record).cells,
          ...timeOf(record).cells,
          ...student.cells,
          ...outcomeOf(record).cells,
          ...locationOf(record).cells,
          ...checkOutOf(record).cells,
        ]);
      }
      return rows;
    },
  };
}

/** Keeps a formatted part; a cache is emptied when full, so odd data cannot grow it for ever. */
function remember<K>(parts: Map<K, Part>, key: K, part: Part) {
  if (parts.size >= 50_000) parts.clear();
  parts.set(key, part);
  return part;
}
