import { expect, test } from 'vitest';
import { isOtherSchoolsAccount, roleAt, schoolRowsFor, withRoleAt } from './school-roles';

const NORTH = { _id: 'north', name: 'North', isActive: true };
const SOUTH = { _id: 'south', name: 'South', isActive: true };
const OLD = { _id: 'old', name: 'Old', isActive: false };

test('lists the open schools, and an archived one only where the account still works', () => {
  expect(schoolRowsFor([NORTH, OLD, SOUTH], [])).toEqual([NORTH, SOUTH]);
  expect(schoolRowsFor([NORTH, OLD, SOUTH], [{ schoolId: 'old', role: 'teacher' }])).toEqual([
    NORTH,
    OLD,
    SOUTH,
  ]);
});

test('reads the role at a school, null where the account does not work', () => {
  const memberships = [{ schoolId: 'north', role: 'admin' as const }];
  expect(roleAt(memberships, 'north')).toBe('admin');
  expect(roleAt(memberships, 'south')).toBeNull();
});

test('changes the role at one school, joins a new school last and leaves one on null', () => {
  const start = [
    { schoolId: 'north', role: 'teacher' as const },
    { schoolId: 'south', role: 'teacher' as const },
  ];
  expect(withRoleAt(start, 'north', 'admin')).toEqual([
    { schoolId: 'north', role: 'admin' },
    { schoolId: 'south', role: 'teacher' },
  ]);
  expect(withRoleAt(start, 'old', 'teacher')).toEqual([
    ...start,
    { schoolId: 'old', role: 'teacher' },
  ]);
  expect(withRoleAt(start, 'north', null)).toEqual([{ schoolId: 'south', role: 'teacher' }]);
  expect(withRoleAt(start, 'elsewhere', null)).toEqual(start);
});

test("a school's administrator manages an account that works at their school alone; a district administrator any", () => {
  const here = { schoolId: 'north', role: 'teacher' as const };
  const elsewhere = { schoolId: 'south', role: 'admin' as const };
  const schoolAdmin = { isDistrictAdmin: false };
  expect(
    isOtherSchoolsAccount({ isDistrictAdmin: false, schools: [here] }, schoolAdmin, 'north'),
  ).toBe(false);
  expect(
    isOtherSchoolsAccount(
      { isDistrictAdmin: false, schools: [here, elsewhere] },
      schoolAdmin,
      'north',
    ),
  ).toBe(true);
  expect(
    isOtherSchoolsAccount({ isDistrictAdmin: true, schools: [here] }, schoolAdmin, 'north'),
  ).toBe(true);
  expect(
    isOtherSchoolsAccount(
      { isDistrictAdmin: true, schools: [here, elsewhere] },
      { isDistrictAdmin: true },
      'north',
    ),
  ).toBe(false);
});
