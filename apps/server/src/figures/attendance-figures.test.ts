import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  attendanceRate,
  bandOf,
  CHRONIC_LIST_LIMIT,
  isChronicallyAbsent,
} from '@rollcall/contract/reports';
import type { Db } from '../db/client.js';
import { attendance } from '../db/schema/attendance.js';
import { students } from '../db/schema/students.js';
import { insertStudent, insertAttendance } from '../../test/factories.js';
import { FIXTURE, seedReportFixture } from '../../test/report-fixture.js';
import { openTestDatabase } from '../../test/test-database.js';
import { bandOfSql } from './attendance-band-sql.js';
import { isChronicSql } from './chronic-absence.js';
import { studentFigures, worstFirst } from './student-figures.js';
import { studentOverview } from './student-overview.js';

/**
 * The bands and chronic absence are counted in the database (analytics never sends every
 * student's figures to the server); these tests hold the SQL to the contract's own definitions.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;

const everyone = { schoolId: null, class: null, section: null, timezone: 'America/New_York' };

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await seedReportFixture(db);
  // Two students with the same figures (2 of 4 days absent), whose names sort one way in the
  // browser ("al" before "Bob") and the other way by code point.
  const at = (date: string) => new Date(`${date}T07:55:00-04:00`);
  for (const firstName of ['Bob', 'al']) {
    const student = await insertStudent(db, {
      firstName,
      lastName: 'Tie',
      class: '12',
      section: 'B',
      enrollmentDate: '2026-09-14',
    });
    await insertAttendance(
      db,
      ['2026-09-14', '2026-09-15'].map((schoolDate) => ({
        studentId: student.id,
        schoolDate,
        scanTime: at(schoolDate),
        status: 'present' as const,
        method: 'scan' as const,
      })),
    );
  }
});
test('a student enrolled since before the year and one archived in the range count their own days', async () => {
  const at = (date: string) => new Date(`${date}T07:55:00-04:00`);
  const veteran = await insertStudent(db, { firstName: 'Vera', enrollmentDate: '2025-09-01' });
  const leaver = await insertStudent(db, {
    firstName: 'Leo',
    enrollmentDate: '2025-09-01',
    archivedAt: at('2026-09-10'),
  });
  await insertAttendance(
    db,
    [veteran.id, leaver.id].map((studentId) => ({
      studentId,
      schoolDate: '2026-09-09',
      scanTime: at('2026-09-09'),
      status: 'present' as const,
      method: 'scan' as const,
    })),
  );
  const figures = await studentFigures(db, everyone, FIXTURE.days, {
    threshold: 10,
    minDays: 1,
  });
  expect(figures.find((student) => student.id === veteran.id)).toMatchObject({
    enrolledDays: 8,
    present: 1,
    absent: 7,
    band: 'Very Poor',
    chronic: true,
  });
  // Archived on the 10th: enrolled the 8th and 9th only.
  expect(figures.find((student) => student.id === leaver.id)).toMatchObject({
    enrolledDays: 2,
    present: 1,
    absent: 1,
    band: 'Very Poor',
  });
  await db.delete(attendance).where(inArray(attendance.studentId, [veteran.id, leaver.id]));
  await db.delete(students).where(inArray(students.id, [veteran.id, leaver.id]));
});

afterAll(async () => {
  await database.close();
});

test('the band and the chronic rule in SQL agree with the contract for every count up to 200 days', async () => {
  const chronic = { threshold: 10, minDays: 10 };
  const result = await db.execute<{
    enrolled: number;
    attended: number;
    band: string;
    chronic: boolean;
  }>(sql`
    select enrolled, attended,
           ${bandOfSql(sql`attended`, sql`enrolled`)} as band,
           ${isChronicSql(chronic, sql`enrolled`, sql`(enrolled - attended)`)} as chronic
      from generate_series(1, 200) as enrolled, generate_series(0, enrolled) as attended`);
  expect(result.rows.length).toBe((200 * 203) / 2);
  const differing = result.rows.filter(
    (row) =>
      row.band !== bandOf(attendanceRate(row.attended, row.enrolled) ?? 0) ||
      row.chronic !==
        isChronicallyAbsent(
          { enrolledDays: row.enrolled, absentDays: row.enrolled - row.attended },
          chronic,
        ),
  );
  expect(differing).toEqual([]);
});

/** What analytics computed before, in JS from every student's figures, for comparison. */
async function overviewInJs(chronic: { threshold: number; minDays: number }, limit: number) {
  const figures = await studentFigures(db, everyone, FIXTURE.days, chronic);
  const bands = new Map<string, number>();
  for (const student of figures) {
    const band = bandOf(attendanceRate(student.attended, student.enrolledDays) ?? 0);
    bands.set(band, (bands.get(band) ?? 0) + 1);
  }
  const worst = figures
    .filter((student) => isChronicallyAbsent({ ...student, absentDays: student.absent }, chronic))
    .sort(worstFirst);
  return { bands, chronicCount: worst.length, chronic: worst.slice(0, limit) };
}

test.each([
  { minDays: 5, limit: CHRONIC_LIST_LIMIT },
  { minDays: 1, limit: CHRONIC_LIST_LIMIT },
  // The limit falls between the two tied students: the browser's name order decides.
  { minDays: 1, limit: 1 },
  { minDays: 1, limit: 3 },
])(
  'bands, the chronic count and the worst students equal the figures counted one by one (at least $minDays days, top $limit)',
  async ({ minDays, limit }) => {
    const chronic = { threshold: 10, minDays };
    const overview = await studentOverview(db, everyone, FIXTURE.days, chronic, limit);
    expect(overview).toEqual(await overviewInJs(chronic, limit));
    if (minDays === 1 && limit === 1) {
      expect(overview.chronic.map((student) => student.fullName)).toEqual(['al Tie']);
    }
  },
);

test('no school days: no bands, nobody chronic', async () => {
  expect(await studentOverview(db, everyone, [], { threshold: 10, minDays: 1 }, 5)).toEqual({
    bands: new Map(),
    chronicCount: 0,
    chronic: [],
  });
});
