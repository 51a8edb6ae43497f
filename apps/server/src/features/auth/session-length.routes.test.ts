import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { REFRESH_TOKEN_TTL_DAYS } from '@rollcall/contract/auth';
import { DEFAULT_PASSWORD } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { hashToken } from '../../shared/tokens.js';

const { t } = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from now until the refresh token of this sign-in expires, from the database row. */
async function daysLeftOf(refreshToken: string) {
  const rows = await t.database.db.execute<{ expires_at: string }>(
    sql`select expires_at::text from refresh_tokens where token_hash = ${hashToken(refreshToken)}`,
  );
  const [row] = rows.rows;
  if (!row) throw new Error('refresh token not stored');
  return (new Date(row.expires_at).getTime() - Date.now()) / DAY_MS;
}

test('sign-in and refresh issue refresh tokens that live the session length of the settings', async () => {
  const admin = await t.signIn('admin');
  const teacher = await t.signIn('teacher', { email: 'length@school.test' });
  const login = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: teacher.user.email, password: DEFAULT_PASSWORD },
      })
    ).json().data.refreshToken as string;

  expect(await daysLeftOf(await login())).toBeCloseTo(REFRESH_TOKEN_TTL_DAYS, 1);

  const settings = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data
    .settings;
  const saved = await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: { ...settings, sessionLengthDays: 2 },
  });
  expect(saved.statusCode).toBe(200);

  const shortToken = await login();
  expect(await daysLeftOf(shortToken)).toBeCloseTo(2, 1);
  const refreshed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refreshToken: shortToken },
  });
  expect(refreshed.statusCode).toBe(200);
  expect(await daysLeftOf(refreshed.json().data.refreshToken)).toBeCloseTo(2, 1);
});
