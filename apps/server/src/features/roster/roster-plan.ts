import { text } from '@rollcall/contract/i18n/text-key';
import {
  isValidSourcedId,
  SOURCED_ID_MAX,
  type OneRosterImportQuery,
  type OneRosterImportResult,
} from '@rollcall/contract/roster';
import type { CreateStudentBody } from '@rollcall/contract/students';
import type { Wording } from '../../shared/wording.js';
import { checkStudentRow } from '../students/bulk-import.service.js';
import { ROSTER_FIELDS, type RosterCandidate, type RosterFields } from './oneroster-students.js';

export type Result = Omit<OneRosterImportResult, 'rows'> & {
  rows: (Omit<OneRosterImportResult['rows'][number], 'errors'> & { errors: Wording[] })[];
};
export type Row = Result['rows'][number];

export type Existing = {
  id: string;
  studentId: string;
  sourcedId: string | null;
  isArchived: boolean;
  fields: Record<(typeof ROSTER_FIELDS)[number], string | null>;
};

export type RosterUpdate = { id: string; sourcedId: string; input: CreateStudentBody };

const definedOnly = (fields: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null));

const isChanged = (input: CreateStudentBody, existing: Existing) =>
  ROSTER_FIELDS.some((field) => (input[field] ?? null) !== existing.fields[field]);

export type Plan = {
  rows: Row[];
  creates: { sourcedId: string; input: CreateStudentBody }[];
  updates: RosterUpdate[];
  archives: string[];
  missing: string[];
  /** Students whose guardian's phone or e-mail, as the school has it, the import replaces. */
  contactChanges: number;
};

const GUARDIAN_CONTACTS = ['guardianPhone', 'guardianEmail'] as const;
/** A contact the school has that the import would replace (one filled in where none was is not). */
const changesContacts = (input: CreateStudentBody, existing: Existing) =>
  GUARDIAN_CONTACTS.some(
    (field) => existing.fields[field] !== null && (input[field] ?? null) !== existing.fields[field],
  );

/**
 * What the import would do with each student of the export, against the students we have:
 * matched by sourcedId, else by Student ID (one made by hand: adopted and updated on an
 * administrator's import only, and never archived by a roster), never by name.
 */
export function planImport(
  candidates: RosterCandidate[],
  existing: Existing[],
  query: OneRosterImportQuery,
  mode: 'bulk' | 'delta',
  /** False for an API token: a match by Student ID waits for an administrator. */
  adoptsHandTyped: boolean,
): Plan {
  const bySourcedId = new Map(
    existing.flatMap((each) => (each.sourcedId ? [[each.sourcedId, each]] : [])),
  );
  const byStudentId = new Map(existing.map((each) => [each.studentId, each]));
  const plan: Plan = {
    rows: [],
    creates: [],
    updates: [],
    archives: [],
    missing: [],
    contactChanges: 0,
  };
  const seenSourcedIds = new Set<string>();
  const studentIdLines = new Map<string, number>();

  for (const candidate of candidates) {
    const row: Row = {
      file: 'users.csv',
      line: candidate.line,
      sourcedId: candidate.sourcedId,
      studentId: candidate.studentId,
      name: candidate.name,
      class: candidate.fields.class,
      action: 'skip',
      errors: [],
    };
    plan.rows.push(row);
    const skip = (...errors: Wording[]) => {
      row.action = 'skip';
      row.errors = errors;
    };
    if (!isValidSourcedId(candidate.sourcedId)) {
      skip(text('roster.sourcedIdInvalid', { max: SOURCED_ID_MAX }));
      continue;
    }
    if (seenSourcedIds.has(candidate.sourcedId)) {
      skip(text('roster.sourcedIdRepeated'));
      continue;
    }
    seenSourcedIds.add(candidate.sourcedId);
    const byId = byStudentId.get(candidate.studentId);
    const match =
      bySourcedId.get(candidate.sourcedId) ?? (byId?.sourcedId === null ? byId : undefined);
    if (match) row.studentId = match.studentId;

    if (candidate.isToBeDeleted) {
      // Only a student this roster made (its sourcedId) is archived by it: one typed in by hand
      // is the school's own, whatever Student ID the file gives.
      const made = bySourcedId.get(candidate.sourcedId);
      row.action = made && !made.isArchived ? 'archive' : 'unchanged';
      if (made && !made.isArchived) plan.archives.push(made.id);
      continue;
    }
    if (candidate.skipReason) {
      skip(candidate.skipReason);
      continue;
    }
    if (!match && byId) {
      skip(text('roster.studentIdOfAnother'));
      continue;
    }
    // A student typed in by hand becomes the roster's (its guardian's contacts included) only
    // by an administrator, who sees the match in the preview before importing.
    if (match && match.sourcedId === null && !adoptsHandTyped) {
      skip(text('roster.heldForAdmin'));
      continue;
    }
    const firstLine = studentIdLines.get(row.studentId ?? '');
    if (firstLine !== undefined) {
      skip(text('students.duplicateInFileRow', { row: firstLine }));
      continue;
    }
    studentIdLines.set(row.studentId ?? '', candidate.line);
    if (!match && !candidate.hasGuardian) {
      skip(text('roster.noGuardian'));
      continue;
    }
    const base: RosterFields = match
      ? definedOnly(match.fields)
      : { section: query.defaultSection };
    const checked = checkStudentRow({
      studentId: match?.studentId ?? candidate.studentId,
      ...definedOnly({ ...base, ...candidate.fields }),
    });
    if (!checked.success) {
      skip(...checked.messages);
      continue;
    }
    row.class = checked.data.class;
    row.section = checked.data.section;
    if (!match) {
      row.action = 'create';
      plan.creates.push({ sourcedId: candidate.sourcedId, input: checked.data });
    } else if (isChanged(checked.data, match) || match.sourcedId === null || match.isArchived) {
      row.action = 'update';
      plan.updates.push({ id: match.id, sourcedId: candidate.sourcedId, input: checked.data });
      if (changesContacts(checked.data, match)) plan.contactChanges += 1;
    } else {
      row.action = 'unchanged';
    }
  }

  // A full export lists every student the school has: one it leaves out has left.
  if (mode === 'bulk') {
    for (const student of existing) {
      if (!student.sourcedId || student.isArchived || seenSourcedIds.has(student.sourcedId))
        continue;
      plan.rows.push({
        file: 'users.csv',
        sourcedId: student.sourcedId,
        studentId: student.studentId,
        name: `${student.fields.firstName ?? ''} ${student.fields.lastName ?? ''}`.trim(),
        class: student.fields.class ?? undefined,
        section: student.fields.section ?? undefined,
        action: query.archiveMissing ? 'archive' : 'toArchive',
        errors: query.archiveMissing ? [] : [text('roster.notInFile')],
      });
      plan.missing.push(student.id);
    }
  }
  return plan;
}
