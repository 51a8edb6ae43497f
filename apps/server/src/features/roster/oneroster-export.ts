import { text } from '@rollcall/contract/i18n/text-key';
import { ONEROSTER_FIELD } from '@rollcall/contract/roster';
import { AppError } from '../../shared/app-error.js';
import { readZipFiles } from './oneroster-zip.js';
import { fileMissing, listOf, readTable, type RosterRecord } from './oneroster-tables.js';

/** The files this import reads; any other file of the export is left unread. */
const ROSTER_FILES = new Set([
  'manifest.csv',
  'orgs.csv',
  'users.csv',
  'roles.csv',
  'demographics.csv',
  'classes.csv',
  'enrollments.csv',
]);

/** Each file's columns without which it cannot be read (OneRoster 1.2; 1.1 where noted). */
const REQUIRED = {
  'manifest.csv': ['propertyName', 'value'],
  'orgs.csv': ['sourcedId', 'name', 'type'],
  'users.csv': ['sourcedId', 'givenName', 'familyName', 'grades'],
  'roles.csv': ['userSourcedId', 'role', 'orgSourcedId'],
  'demographics.csv': ['sourcedId'],
  'classes.csv': ['sourcedId'],
  'enrollments.csv': ['classSourcedId', 'userSourcedId', 'role'],
} as const satisfies Record<string, readonly string[]>;

export type RosterRole = { role: string; orgSourcedId: string };

export type RosterUser = {
  sourcedId: string;
  line: number;
  isToBeDeleted: boolean;
  givenName: string;
  familyName: string;
  identifier: string;
  email: string;
  phone: string;
  grades: string[];
  agentSourcedIds: string[];
  /** Its roles at each org: from roles.csv (1.2) or the `role` and `orgSourcedIds` columns (1.1). */
  roles: RosterRole[];
};

export type RosterClass = { classCode: string; title: string };

export type RosterExport = {
  mode: 'bulk' | 'delta';
  version: string | undefined;
  /** undefined: a delta without orgs.csv (its manifest says absent). */
  schools: { sourcedId: string; name: string; identifier: string }[] | undefined;
  users: RosterUser[];
  usersById: Map<string, RosterUser>;
  /** undefined: the zip has no demographics.csv (birth dates and sex are left as they are). */
  demographics: Map<string, { birthDate: string; sex: string }> | undefined;
  /**
   * Each student's class for their section, by sourcedId: the homeroom, else the primary class,
   * else the first. A Map, not a function, so a read export crosses threads (roster-reading.ts).
   */
  classByUser: Map<string, RosterClass> | undefined;
};

const isDeleted = (status: string) => status.toLowerCase() === 'tobedeleted';

function manifestOf(properties: Map<string, string>) {
  const users = properties.get('file.users')?.toLowerCase();
  return {
    mode: users === 'delta' ? ('delta' as const) : ('bulk' as const),
    version: properties.get('oneroster.version') || undefined,
    isAbsent: (file: string) => properties.get(`file.${file}`)?.toLowerCase() === 'absent',
  };
}

/** roles.csv's live roles, by user. */
function rolesByUser(roles: { userSourcedId: string; role: RosterRole }[]) {
  const byUser = new Map<string, RosterRole[]>();
  for (const { userSourcedId, role } of roles) {
    const found = byUser.get(userSourcedId);
    if (found) found.push(role);
    else byUser.set(userSourcedId, [role]);
  }
  return byUser;
}

/** OneRoster 1.1: one role per user (users.csv's `role`), at each of its orgs. */
function rolesInUsersFile(record: RosterRecord): RosterRole[] {
  const role = record.get('role').toLowerCase();
  const orgs = listOf(record.get('orgSourcedIds'));
  return orgs.length > 0
    ? orgs.map((orgSourcedId) => ({ role, orgSourcedId }))
    : [{ role, orgSourcedId: '' }];
}

type ClassOfUser = RosterClass & { isHomeroom: boolean };
type StudentEnrollment = { classSourcedId: string; userSourcedId: string; isPrimary: boolean };

function classesByUser(classById: Map<string, ClassOfUser>, enrollments: StudentEnrollment[]) {
  const byUser = new Map<string, { found: ClassOfUser; rank: number }>();
  for (const enrollment of enrollments) {
    const found = classById.get(enrollment.classSourcedId);
    if (!found) continue;
    const rank = found.isHomeroom ? 0 : enrollment.isPrimary ? 1 : 2;
    const current = byUser.get(enrollment.userSourcedId);
    if (!current || rank < current.rank) byUser.set(enrollment.userSourcedId, { found, rank });
  }
  return new Map(
    [...byUser].map(([user, { found }]) => [
      user,
      { classCode: found.classCode, title: found.title },
    ]),
  );
}

/**
 * Reads a OneRoster CSV zip (1.2, or 1.1 with users' `role` column) into what the import needs.
 * Each file's records are turned into what is kept of them as they are read (readTable).
 */
export function readRosterExport(zip: Uint8Array): RosterExport {
  const files = readZipFiles(zip, ROSTER_FILES);
  const table = <Item>(
    file: keyof typeof REQUIRED,
    itemOf: (record: RosterRecord) => Item | undefined,
  ) => {
    const content = files.get(file);
    return content === undefined ? undefined : readTable(file, content, REQUIRED[file], itemOf);
  };
  const required = <Item>(
    file: keyof typeof REQUIRED,
    itemOf: (record: RosterRecord) => Item | undefined,
  ) => {
    const found = table(file, itemOf);
    if (!found) throw fileMissing(file);
    return found;
  };

  const manifest = manifestOf(
    new Map(
      required(
        'manifest.csv',
        (record) => [record.get('propertyName').toLowerCase(), record.get('value')] as const,
      ).items,
    ),
  );
  if (!files.has('users.csv')) throw fileMissing('users.csv');
  const roles = table('roles.csv', (record) =>
    isDeleted(record.get('status'))
      ? undefined
      : {
          userSourcedId: record.get('userSourcedId'),
          role: {
            role: record.get('role').toLowerCase(),
            orgSourcedId: record.get('orgSourcedId'),
          },
        },
  );
  const rolesOf = roles && rolesByUser(roles.items);
  const usersTable = required('users.csv', (record): RosterUser => {
    const sourcedId = record.get('sourcedId');
    return {
      sourcedId,
      line: record.line,
      isToBeDeleted: isDeleted(record.get('status')),
      givenName: record.get('givenName'),
      familyName: record.get('familyName'),
      identifier: record.get('identifier'),
      email: record.get('email'),
      phone: record.get('phone') || record.get('sms'),
      grades: listOf(record.get('grades')),
      agentSourcedIds: listOf(record.get('agentSourcedIds')),
      roles: rolesOf ? (rolesOf.get(sourcedId) ?? []) : rolesInUsersFile(record),
    };
  });
  if (!rolesOf && !usersTable.has('role')) {
    const message = text('roster.rolesMissing');
    throw new AppError('VALIDATION_FAILED', message, { [ONEROSTER_FIELD]: message });
  }
  const schools =
    manifest.mode === 'delta' && manifest.isAbsent('orgs')
      ? undefined
      : required('orgs.csv', (record) =>
          record.get('type').toLowerCase() === 'school' && !isDeleted(record.get('status'))
            ? {
                sourcedId: record.get('sourcedId'),
                name: record.get('name'),
                identifier: record.get('identifier'),
              }
            : undefined,
        ).items;
  const demographics = table(
    'demographics.csv',
    (record) =>
      [
        record.get('sourcedId'),
        { birthDate: record.get('birthDate'), sex: record.get('sex').toLowerCase() },
      ] as const,
  );
  const classes = table(
    'classes.csv',
    (record) =>
      [
        record.get('sourcedId'),
        {
          classCode: record.get('classCode'),
          title: record.get('title'),
          isHomeroom: record.get('classType').toLowerCase() === 'homeroom',
        },
      ] as const,
  );
  const enrollments = table('enrollments.csv', (record): StudentEnrollment | undefined =>
    isDeleted(record.get('status')) || record.get('role').toLowerCase() !== 'student'
      ? undefined
      : {
          classSourcedId: record.get('classSourcedId'),
          userSourcedId: record.get('userSourcedId'),
          isPrimary: record.get('primary').toLowerCase() === 'true',
        },
  );

  const users = usersTable.items;
  return {
    mode: manifest.mode,
    version: manifest.version,
    schools,
    users,
    usersById: new Map(users.map((user) => [user.sourcedId, user])),
    demographics: demographics && new Map(demographics.items),
    classByUser:
      classes && enrollments ? classesByUser(new Map(classes.items), enrollments.items) : undefined,
  };
}
