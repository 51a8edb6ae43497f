import { expect, test } from 'vitest';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { SETTINGS_MESSAGES } from '@rollcall/contract/settings';
import { insertSchool } from '../../../test/factories.js';
import { LINCOLN_HIGH_SETTINGS } from '../../../test/school-settings-body.js';
import { useTestApp } from '../../../test/test-app.js';
import { firstSchoolId } from '../../shared/school-staff.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });

const settingsAt = async (signedIn: typeof admin, schoolId: string) =>
  (
    await signedIn.request({
      method: 'GET',
      url: '/api/settings',
      headers: { [SCHOOL_ID_HEADER]: schoolId },
    })
  ).json().data.settings;

const RIVERSIDE = { ...LINCOLN_HIGH_SETTINGS, timezone: 'America/Chicago' };

const save = (signedIn: typeof admin, schoolId: string, payload: object) =>
  signedIn.request({
    method: 'PUT',
    url: '/api/settings',
    payload: { ...RIVERSIDE, ...payload },
    headers: { [SCHOOL_ID_HEADER]: schoolId },
  });

test("each school keeps its own settings; the district's are one for all and a district administrator's to change", async () => {
  const lincoln = await firstSchoolId(t.database.db);
  const riverside = await insertSchool(t.database.db, {
    name: 'Riverside High',
    timezone: 'America/Chicago',
  });
  const principal = await t.signIn('admin', { isDistrictAdmin: false, schoolIds: [riverside] });

  const saved = await save(principal, riverside, {
    startTime: '07:45',
    schoolName: 'Riverside HS',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(await settingsAt(principal, riverside)).toMatchObject({
    schoolName: 'Riverside HS',
    startTime: '07:45',
    timezone: 'America/Chicago',
  });
  expect(await settingsAt(admin, lincoln)).toMatchObject({ startTime: '08:00' });
  const school = await principal.request({ method: 'GET', url: '/api/settings/school' });
  expect(school.json().data).toMatchObject({ schoolName: 'Riverside HS' });

  const refused = await save(principal, riverside, { sessionLengthDays: 3 });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error.message).toBe(SETTINGS_MESSAGES.districtOnly);
  // The district's settings, unchanged by a body that repeats them, pass.
  const current = await settingsAt(principal, riverside);
  const repeated = await save(principal, riverside, {
    sessionLengthDays: current.sessionLengthDays,
    startTime: '07:50',
  });
  expect(repeated.statusCode, repeated.body).toBe(200);

  const district = await save(admin, riverside, { sessionLengthDays: 3 });
  expect(district.statusCode, district.body).toBe(200);
  expect((await settingsAt(admin, lincoln)).sessionLengthDays).toBe(3);
  expect((await settingsAt(principal, riverside)).sessionLengthDays).toBe(3);
});
