import { expect, test } from 'vitest';
import type { BackupTable } from './backup-file.js';
import {
  atTheFirstSchool,
  FIRST_SCHOOL_CODE,
  intoDistrictOfOne,
  membershipsWithRoles,
} from './backup-upgrade-schools.js';

const table = (name: string, rows: Record<string, unknown>[]): BackupTable => ({
  name,
  columns: Object.keys(rows[0] ?? { id: null }),
  rows,
});

test('a backup made before schools restores as a district of one, as the migration made of the database', () => {
  const students = table('students', [{ id: 's1' }]);
  const upgraded = intoDistrictOfOne([
    table('school_settings', [{ id: 1, school_name: 'Lincoln High' }]),
    table('users', [
      { id: 'u1', role: 'admin' },
      { id: 'u2', role: 'teacher' },
    ]),
    students,
  ]);
  const byName = Object.fromEntries(upgraded.map((each) => [each.name, each]));
  const schoolId = byName.schools?.rows[0]?.id;
  expect(byName.schools?.rows).toEqual([
    expect.objectContaining({ id: expect.any(String), code: FIRST_SCHOOL_CODE, is_active: true }),
  ]);
  expect(byName.school_settings?.rows).toEqual([
    { id: 1, school_name: 'Lincoln High', school_id: schoolId },
  ]);
  expect(byName.users?.rows).toEqual([
    { id: 'u1', role: 'admin', is_district_admin: true },
    { id: 'u2', role: 'teacher', is_district_admin: false },
  ]);
  expect(byName.school_memberships?.rows.map((row) => [row.user_id, row.school_id])).toEqual([
    ['u1', schoolId],
    ['u2', schoolId],
  ]);
  expect(byName.students).toBe(students);
});

test('a file that has its schools keeps them', () => {
  const tables = [table('schools', [{ id: 'x', code: 'LHS' }])];
  expect(intoDistrictOfOne(tables)).toBe(tables);
});

test('a backup made before students had their school puts them at its one school', () => {
  const schools = table('schools', [{ id: 'school-a', code: 'LHS' }]);
  const studentsAtTheFirstSchool = atTheFirstSchool('students');
  const [, students] = studentsAtTheFirstSchool([schools, table('students', [{ id: 's1' }])]);
  expect(students).toEqual(table('students', [{ id: 's1', school_id: 'school-a' }]));
  const placed = [schools, table('students', [{ id: 's1', school_id: 'school-b' }])];
  expect(studentsAtTheFirstSchool(placed)[1]).toBe(placed[1]);
});

test('a backup made before roles were per school gives each membership its account’s role', () => {
  const users = table('users', [
    { id: 'u1', role: 'admin' },
    { id: 'u2', role: 'teacher' },
  ]);
  const [, memberships] = membershipsWithRoles([
    users,
    table('school_memberships', [
      { user_id: 'u1', school_id: 'a' },
      { user_id: 'u2', school_id: 'a' },
    ]),
  ]);
  expect(memberships?.rows).toEqual([
    { user_id: 'u1', school_id: 'a', role: 'admin' },
    { user_id: 'u2', school_id: 'a', role: 'teacher' },
  ]);
});
