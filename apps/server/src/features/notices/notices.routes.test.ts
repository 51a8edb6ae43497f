import { expect, test } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';

const { t, admin, teacher } = useTestApp({ staff: { admin: {}, teacher: {} } });

const noticesOf = async (who: typeof admin) =>
  (await who.request({ method: 'GET', url: '/api/notices' })).json().data.notices;

test('the admins are told of an API token in its last week, and teachers of nothing', async () => {
  const made = await admin.request({
    method: 'POST',
    url: '/api/api-tokens',
    payload: { name: 'SIS nightly', scopes: ['import'], expiresInDays: 30 },
  });
  expect(made.statusCode, made.body).toBe(201);
  const { _id, expiresAt } = made.json().data.apiToken;
  expect(await noticesOf(admin)).toEqual([]);

  const daysBefore = (days: number) =>
    new Date(new Date(expiresAt).getTime() - days * 86_400_000).toISOString();
  t.setNow(daysBefore(8));
  expect(await noticesOf(admin)).toEqual([]);
  t.setNow(daysBefore(6));
  expect(await noticesOf(admin)).toEqual([
    { kind: 'apiTokenExpiring', tokenId: _id, name: 'SIS nightly', expiresAt },
  ]);
  expect(await noticesOf(teacher)).toEqual([]);
  // Once it has expired the token is refused, and the notice has said its piece.
  t.setNow(daysBefore(-1));
  expect(await noticesOf(admin)).toEqual([]);
});
