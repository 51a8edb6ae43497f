import { text } from '@rollcall/contract/i18n/text-key';
import type { OneRosterImportQuery } from '@rollcall/contract/roster';
import { GENDERS, GUARDIAN_RELATIONS, SECTIONS } from '@rollcall/contract/students';
import type { Wording } from '../../shared/wording.js';
import type { RosterExport, RosterUser } from './oneroster-export.js';

/** The student fields an import sets; each is left as it is when the export does not speak for it. */
export const ROSTER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'dateOfBirth',
  'gender',
  'class',
  'section',
  'guardianName',
  'guardianPhone',
  'guardianEmail',
  'guardianRelation',
] as const;
export type RosterField = (typeof ROSTER_FIELDS)[number];
/** What the export says of a student: a field present is set (undefined: cleared). */
export type RosterFields = Partial<Record<RosterField, string | undefined>>;

export type RosterCandidate = {
  sourcedId: string;
  line: number;
  /** identifier, else sourcedId: the Student ID. */
  studentId: string;
  name: string;
  /** tobedeleted: archive it if we have it. */
  isToBeDeleted: boolean;
  fields: RosterFields;
  /** Why it cannot be imported (a grade outside 9–12): skipped, nothing else checked. */
  skipReason: Wording | undefined;
  /** No parent, guardian or relative found in the export. */
  hasGuardian: boolean;
};

const GUARDIAN_ROLES = new Set<string>(['parent', 'guardian', 'relative']);
/** OneRoster grades 09–12 are this school's classes 9–12. */
const GRADE = /^0?(9|1[0-2])$/;
/** A section letter at the end of a class code or title: "B", "10B", "10-B", "Homeroom B". */
const SECTION_AT_END = /(?:^|[^A-Za-z])([A-Da-d])$/;

const orEmpty = (value: string) => value || undefined;

function sectionOf(value: string | undefined) {
  const letter = value ? SECTION_AT_END.exec(value.trim())?.[1]?.toUpperCase() : undefined;
  return SECTIONS.find((section) => section === letter);
}

function guardianOf(exported: RosterExport, student: RosterUser) {
  for (const agentId of student.agentSourcedIds) {
    const agent = exported.usersById.get(agentId);
    const role = agent?.roles.find((each) => GUARDIAN_ROLES.has(each.role))?.role;
    if (agent && role) return { agent, role };
  }
  return undefined;
}

function studentFields(
  exported: RosterExport,
  student: RosterUser,
  options: Pick<OneRosterImportQuery, 'sectionFrom'>,
): RosterFields {
  const fields: RosterFields = {
    firstName: student.givenName,
    lastName: student.familyName,
    email: orEmpty(student.email),
    phoneNumber: orEmpty(student.phone),
  };
  const grade = student.grades[0];
  if (grade) fields.class = String(Number(grade));
  if (options.sectionFrom !== 'default') {
    const found = exported.classByUser?.get(student.sourcedId);
    const section = sectionOf(found?.[options.sectionFrom]);
    if (section) fields.section = section;
  }
  const demographics = exported.demographics?.get(student.sourcedId);
  if (exported.demographics) {
    fields.dateOfBirth = orEmpty(demographics?.birthDate ?? '');
    fields.gender = GENDERS.find((gender) => gender === demographics?.sex);
  }
  const guardian = guardianOf(exported, student);
  if (guardian) {
    fields.guardianName =
      `${guardian.agent.givenName} ${guardian.agent.familyName}`.trim() || undefined;
    fields.guardianPhone = orEmpty(guardian.agent.phone);
    fields.guardianEmail = orEmpty(guardian.agent.email);
    fields.guardianRelation = GUARDIAN_RELATIONS.find((relation) => relation === guardian.role);
  }
  return fields;
}

/**
 * The export's students at the school: users with the student role at the org (any org when the
 * export has no orgs.csv), those marked tobedeleted, and in a delta the users already imported.
 * Parents, teachers and other users are not rows: they are read as a student's guardian only.
 */
export function rosterCandidates(
  exported: RosterExport,
  orgSourcedId: string | undefined,
  isKnown: (sourcedId: string) => boolean,
  options: Pick<OneRosterImportQuery, 'sectionFrom'>,
): RosterCandidate[] {
  const isStudentHere = (user: RosterUser) =>
    user.roles.some(
      (role) =>
        role.role === 'student' &&
        (orgSourcedId === undefined || role.orgSourcedId === orgSourcedId),
    );
  return exported.users
    .filter(
      (user) =>
        isStudentHere(user) ||
        ((user.isToBeDeleted || exported.mode === 'delta') && isKnown(user.sourcedId)),
    )
    .map((user) => {
      const grade = user.grades[0];
      // A student already here whose row gives no grade keeps their class.
      const isGradeKept = grade === undefined ? isKnown(user.sourcedId) : GRADE.test(grade);
      return {
        sourcedId: user.sourcedId,
        line: user.line,
        studentId: user.identifier || user.sourcedId,
        name: `${user.givenName} ${user.familyName}`.trim(),
        isToBeDeleted: user.isToBeDeleted,
        fields: studentFields(exported, user, options),
        skipReason:
          user.isToBeDeleted || isGradeKept
            ? undefined
            : text('roster.gradeSkipped', { grade: grade ?? '' }),
        hasGuardian: guardianOf(exported, user) !== undefined,
      };
    });
}
