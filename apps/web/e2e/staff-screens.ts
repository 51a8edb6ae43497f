/** Every staff screen's address, each showing a level-2 heading once loaded. */
export const STAFF_SCREENS = [
  '/dashboard',
  '/students',
  '/attendance',
  '/absentee',
  '/interventions',
  '/reports',
  '/id-cards',
  '/interventions/outreach',
  '/users',
  '/gate-devices',
  '/settings',
  '/profile',
];
