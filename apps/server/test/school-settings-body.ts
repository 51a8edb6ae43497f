/**
 * A school's settings body for PUT /api/settings: New York, 08:00 start, 09:30 cutoff, Monday to
 * Friday, Monday 12 October 2026 a holiday. Tests add what they are about.
 */
export const LINCOLN_HIGH_SETTINGS = {
  schoolName: 'Lincoln High',
  timezone: 'America/New_York',
  startTime: '08:00',
  gracePeriodMinutes: 5,
  veryLateAfterMinutes: 15,
  absenteeCutoffTime: '09:30',
  schoolDays: [1, 2, 3, 4, 5],
  holidays: ['2026-10-12'],
};
