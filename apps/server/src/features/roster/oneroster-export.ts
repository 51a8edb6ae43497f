import { text } from '@rollcall/contract/i18n/text-key';
import { ONEROSTER_FIELD } from '@rollcall/contract/roster';
import { AppError } from '../../shared/app-error.js';
import { readZipTexts } from './oneroster-zip.js';
import { fileMissing, listOf, readTable, type RosterTable } from './oneroster-tables.js';

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
  schools: { sourcedId: string; name: string }[] | undefined;
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

function manifestOf(table: RosterTable) {
  const properties = new Map(
    table.records.map((record) => [record.get('propertyName').toLowerCase(), record.get('value')]),
  );
  const users = properties.get('file.users')?.toLowerCase();
  return {
    mode: users === 'delta' ? ('delta' as const) : ('bulk' as const),
    version: properties.get('oneroster.version') || undefined,
    isAbsent: (file: string) => properties.get(`file.${file}`)?.toLowerCase() === 'absent',
  };
}

function rolesByUser(roles: RosterTable | undefined, users: RosterTable) {
  const byUser = new Map<string, RosterRole[]>();
  const add = (userSourcedId: string, role: RosterRole) =>
    byUser.set(userSourcedId, [...(byUser.get(userSourcedId) ?? []), role]);
  if (roles) {
    for (const record of roles.records) {
      if (isDeleted(record.get('status'))) continue;
      add(record.get('userSourcedId'), {
        role: record.get('role').toLowerCase(),
        orgSourcedId: record.get('orgSourcedId'),
      });
    }
  } else {
    // OneRoster 1.1: one role per user, at each of its orgs.
    for (const record of users.records) {
      const role = record.get('role').toLowerCase();
      for (const orgSourcedId of listOf(record.get('orgSourcedIds'))) {
        add(record.get('sourcedId'), { role, orgSourcedId });
      }
      if (!record.get('orgSourcedIds')) add(record.get('sourcedId'), { role, orgSourcedId: '' });
    }
  }
  return byUser;
}

function classesByUser(classes: RosterTable, enrollments: RosterTable) {
  const classById = new Map(
    classes.records.map((record) => [
      record.get('sourcedId'),
      {
        classCode: record.get('classCode'),
        title: record.get('title'),
        isHomeroom: record.get('classType').toLowerCase() === 'homeroom',
      },
    ]),
  );
  const byUser = new Map<string, { found: RosterClass & { isHomeroom: boolean }; rank: number }>();
  for (const record of enrollments.records) {
    if (isDeleted(record.get('status')) || record.get('role').toLowerCase() !== 'student') continue;
    const found = classById.get(record.get('classSourcedId'));
    if (!found) continue;
    const rank = found.isHomeroom ? 0 : record.get('primary').toLowerCase() === 'true' ? 1 : 2;
    const user = record.get('userSourcedId');
    const current = byUser.get(user);
    if (!current || rank < current.rank) byUser.set(user, { found, rank });
  }
  return new Map(
    [...byUser].map(([user, { found }]) => [
      user,
      { classCode: found.classCode, title: found.title },
    ]),
  );
}

/** Reads a OneRoster CSV zip (1.2, or 1.1 with users' `role` column) into what the import needs. */
export function readRosterExport(zip: Uint8Array): RosterExport {
  const files = readZipTexts(zip, ROSTER_FILES);
  const table = (file: keyof typeof REQUIRED) => {
    const content = files.get(file);
    return content === undefined ? undefined : readTable(file, content, REQUIRED[file]);
  };
  const required = (file: keyof typeof REQUIRED) => {
    const found = table(file);
    if (!found) throw fileMissing(file);
    return found;
  };

  const manifest = manifestOf(required('manifest.csv'));
  const usersTable = required('users.csv');
  const rolesTable = table('roles.csv');
  if (!rolesTable && !usersTable.has('role')) {
    const message = text('roster.rolesMissing');
    throw new AppError('VALIDATION_FAILED', message, { [ONEROSTER_FIELD]: message });
  }
  const orgsTable =
    manifest.mode === 'delta' && manifest.isAbsent('orgs') ? undefined : required('orgs.csv');
  const demographicsTable = table('demographics.csv');
  const classesTable = table('classes.csv');
  const enrollmentsTable = table('enrollments.csv');

  const roles = rolesByUser(rolesTable, usersTable);
  const users = usersTable.records.map((record): RosterUser => ({
    sourcedId: record.get('sourcedId'),
    line: record.line,
    isToBeDeleted: isDeleted(record.get('status')),
    givenName: record.get('givenName'),
    familyName: record.get('familyName'),
    identifier: record.get('identifier'),
    email: record.get('email'),
    phone: record.get('phone') || record.get('sms'),
    grades: listOf(record.get('grades')),
    agentSourcedIds: listOf(record.get('agentSourcedIds')),
    roles: roles.get(record.get('sourcedId')) ?? [],
  }));
  return {
    mode: manifest.mode,
    version: manifest.version,
    schools: orgsTable?.records
      .filter((record) => record.get('type').toLowerCase() === 'school')
      .filter((record) => !isDeleted(record.get('status')))
      .map((record) => ({ sourcedId: record.get('sourcedId'), name: record.get('name') })),
    users,
    usersById: new Map(users.map((user) => [user.sourcedId, user])),
    demographics:
      demographicsTable &&
      new Map(
        demographicsTable.records.map((record) => [
          record.get('sourcedId'),
          { birthDate: record.get('birthDate'), sex: record.get('sex').toLowerCase() },
        ]),
      ),
    classByUser:
      classesTable && enrollmentsTable ? classesByUser(classesTable, enrollmentsTable) : undefined,
  };
}
