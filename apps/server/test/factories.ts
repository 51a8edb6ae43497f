import { randomUUID } from 'node:crypto';
import type { Role } from '@rollcall/contract/roles';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { attendance } from '../src/db/schema/attendance.js';
import { schools } from '../src/db/schema/schools.js';
import { schoolSettings } from '../src/db/schema/settings.js';
import { students } from '../src/db/schema/students.js';
import { users } from '../src/db/schema/users.js';
import { hashPassword } from '../src/shared/passwords.js';
import { FIRST_SCHOOL_ID, joinSchool } from '../src/shared/school-staff.js';

export const DEFAULT_PASSWORD = 'Passw0rd!';
// One hash for the whole file: argon2 is deliberately slow.
const defaultHash = hashPassword(DEFAULT_PASSWORD);

export type UserOverrides = Partial<{
  name: string;
  email: string;
  role: Role;
  isActive: boolean;
  password: string;
  phoneNumber: string;
  department: string;
  isDistrictAdmin: boolean;
  /** The schools the account works at, in `role`: the first school when not given (issue 41). */
  schoolIds: string[];
  /** The schools the account works at and its role at each, in place of `schoolIds`. */
  schools: { schoolId: string; role: Role }[];
}>;

export function buildUser(overrides: UserOverrides = {}) {
  const unique = randomUUID().slice(0, 8);
  return {
    name: `Staff ${unique}`,
    email: `staff-${unique}@school.test`,
    role: 'teacher' as Role,
    isActive: true,
    password: DEFAULT_PASSWORD,
    ...overrides,
  };
}

export async function insertUser(db: Db, overrides: UserOverrides = {}) {
  const { password, schoolIds, schools, ...values } = buildUser(overrides);
  const passwordHash =
    password === DEFAULT_PASSWORD ? await defaultHash : await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({ isDistrictAdmin: values.role === 'admin', ...values, passwordHash })
    .returning({ id: users.id });
  if (!row) throw new Error('User was not inserted');
  const memberships = schools ?? (schoolIds ?? [FIRST_SCHOOL_ID]).map((schoolId) => ({ schoolId }));
  for (const { schoolId, role = values.role } of memberships as {
    schoolId: string;
    role?: Role;
  }[]) {
    await joinSchool(db, row.id, schoolId, role);
  }
  return { id: row.id, email: values.email, password };
}

let studentCounter = 0;

export function buildStudent(overrides: Record<string, unknown> = {}) {
  studentCounter += 1;
  const unique = `${randomUUID().slice(0, 6)}${studentCounter}`;
  return {
    studentId: `S-${unique}`,
    firstName: 'Ada',
    lastName: `Student${unique}`,
    class: '10',
    section: 'A',
    guardianName: 'Grace Guardian',
    guardianPhone: '+1 555 010 2000',
    ...overrides,
  };
}

export async function insertStudent(db: Db, overrides: Partial<typeof students.$inferInsert> = {}) {
  const values = buildStudent();
  const [row] = await db
    .insert(students)
    .values({ ...values, schoolId: FIRST_SCHOOL_ID, class: '10', section: 'A', ...overrides })
    .returning();
  if (!row) throw new Error('Student was not inserted');
  return row;
}

/** A school of the district with its settings row, made in the database (no route makes one yet). */
export async function insertSchool(
  db: Db,
  {
    code = `school-${randomUUID().slice(0, 8)}`,
    name = `School ${code}`,
    timezone = 'America/Chicago',
  }: { code?: string; name?: string; timezone?: string } = {},
) {
  const [row] = await db.insert(schools).values({ code }).returning({ id: schools.id });
  if (!row) throw new Error('School was not inserted');
  await db.insert(schoolSettings).values({ schoolId: row.id, schoolName: name, timezone });
  return row.id;
}

export type AttendanceValues = Omit<typeof attendance.$inferInsert, 'schoolId'>;

/** Attendance as a fixture writes it: each record at its student's school. */
export function insertAttendance(db: Db, records: AttendanceValues | AttendanceValues[]) {
  const atTheirSchool = (record: AttendanceValues) => ({
    ...record,
    schoolId: sql<string>`(select school_id from students where id = ${record.studentId})`,
  });
  return db
    .insert(attendance)
    .values(Array.isArray(records) ? records.map(atTheirSchool) : [atTheirSchool(records)]);
}
