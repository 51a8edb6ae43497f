import { expect, test } from 'vitest';
import { SETTINGS_MESSAGES } from '@rollcall/contract/settings';
import { useTestApp } from '../../../test/test-app.js';

const { t } = useTestApp();

const valid = {
  schoolName: 'Lincoln High',
  address: '1 School Rd',
  phone: '555-0100',
  website: 'https://lincoln.example',
  timezone: 'America/Chicago',
  startTime: '07:45',
  gracePeriodMinutes: 10,
  veryLateAfterMinutes: 30,
  absenteeCutoffTime: '09:00',
  schoolDays: [5, 1, 2, 3, 4, 1],
  holidays: ['2026-12-25', '2026-11-26'],
};

test('settings start with the documented defaults', async () => {
  const admin = await t.signIn('admin');
  const { settings } = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data;
  expect(settings).toMatchObject({
    timezone: 'America/New_York',
    startTime: '08:00',
    gracePeriodMinutes: 5,
    veryLateAfterMinutes: 15,
    absenteeCutoffTime: '09:30',
    schoolDays: [1, 2, 3, 4, 5],
    holidays: [],
  });
});

test('an admin saves settings; days and holidays are de-duplicated and sorted', async () => {
  const admin = await t.signIn('admin');
  const response = await admin.request({ method: 'PUT', url: '/api/settings', payload: valid });
  expect(response.statusCode).toBe(200);
  expect(response.json().data.settings).toMatchObject({
    schoolDays: [1, 2, 3, 4, 5],
    holidays: ['2026-11-26', '2026-12-25'],
    timezone: 'America/Chicago',
  });
  const teacher = await t.signIn('teacher');
  expect(
    (await teacher.request({ method: 'GET', url: '/api/settings/school' })).json().data,
  ).toEqual({
    schoolName: 'Lincoln High',
    address: '1 School Rd',
    phone: '555-0100',
    website: 'https://lincoln.example',
    timezone: 'America/Chicago',
    defaultLanguage: 'en',
    logoUrl: null,
  });
});

test('invalid settings are refused with clear messages', async () => {
  const admin = await t.signIn('admin');
  const response = await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: { ...valid, timezone: 'Mars/Olympus', startTime: '8am', schoolDays: [] },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().error.fields).toMatchObject({
    timezone: SETTINGS_MESSAGES.timezoneInvalid,
    startTime: SETTINGS_MESSAGES.timeInvalid,
    schoolDays: SETTINGS_MESSAGES.schoolDaysRequired,
  });
  // The website is shown as a link: web addresses only.
  for (const website of ['javascript:alert(1)', 'lincoln.example', 'ftp://lincoln.example']) {
    const refused = await admin.request({
      method: 'PUT',
      url: '/api/settings',
      payload: { ...valid, website },
    });
    expect(refused.json().error.fields, website).toEqual({
      website: SETTINGS_MESSAGES.websiteInvalid,
    });
  }
  const order = await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: { ...valid, veryLateAfterMinutes: 5, absenteeCutoffTime: '07:00' },
  });
  expect(order.json().error.fields).toEqual({
    veryLateAfterMinutes: SETTINGS_MESSAGES.veryLateAfterGrace,
    absenteeCutoffTime: SETTINGS_MESSAGES.cutoffAfterStart,
  });
});

test('teachers cannot read or change the full settings; anonymous cannot read the school', async () => {
  const teacher = await t.signIn('teacher');
  expect((await teacher.request({ method: 'GET', url: '/api/settings' })).statusCode).toBe(403);
  expect(
    (await teacher.request({ method: 'PUT', url: '/api/settings', payload: valid })).statusCode,
  ).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/settings/school' })).statusCode).toBe(401);
});

test('chronic absence settings default to 10 % of at least 10 days, and a form without them keeps them', async () => {
  const admin = await t.signIn('admin');
  const before = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data
    .settings;
  expect(before).toMatchObject({ chronicAbsenceThreshold: 10, chronicAbsenceMinDays: 10 });

  const saved = await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: { ...valid, chronicAbsenceThreshold: 15, chronicAbsenceMinDays: 20 },
  });
  expect(saved.json().data.settings).toMatchObject({
    chronicAbsenceThreshold: 15,
    chronicAbsenceMinDays: 20,
  });
  const untouched = await admin.request({ method: 'PUT', url: '/api/settings', payload: valid });
  expect(untouched.json().data.settings).toMatchObject({
    chronicAbsenceThreshold: 15,
    chronicAbsenceMinDays: 20,
  });

  const invalid = await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: { ...valid, chronicAbsenceThreshold: 0, chronicAbsenceMinDays: 2.5 },
  });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json().error.fields).toEqual({
    chronicAbsenceThreshold: SETTINGS_MESSAGES.chronicThresholdRange,
    chronicAbsenceMinDays: SETTINGS_MESSAGES.chronicMinDaysRange,
  });
});
