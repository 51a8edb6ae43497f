import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { sessions } from '../db/schema/users.js';
import { insertUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { rotateRefreshToken, startSession } from './sessions.js';
import { jwtKeyFrom } from './tokens.js';

const { t } = useTestApp();

const rotation = async (now: Date, reuseGraceSeconds?: number) => ({
  key: await jwtKeyFrom('sessions-test-key'),
  lifetimeDays: 7,
  maxSessionDays: 30,
  now,
  ...(reuseGraceSeconds === undefined ? {} : { reuseGraceSeconds }),
});

/**
 * Two requests racing with one token each read the clock as they began: the loser's `now` can be
 * earlier than the moment the winner spent the token.
 */
test('a body token spent by a request that began after this one is still a reuse: refused, and the session ends', async () => {
  const db = t.database.db;
  const user = await insertUser(db);
  const { sessionId, refreshToken } = await startSession(db, 7, user.id, undefined);
  const began = new Date(Date.now() - 500);
  await rotateRefreshToken(db, await rotation(new Date()), refreshToken);

  await expect(rotateRefreshToken(db, await rotation(began), refreshToken)).rejects.toMatchObject({
    code: 'INVALID_REFRESH_TOKEN',
  });
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  expect(session?.revokedAt).not.toBeNull();
});

test('the cookie’s grace still covers the same race: an access token and the same successor the first use got', async () => {
  const db = t.database.db;
  const user = await insertUser(db);
  const { sessionId, refreshToken } = await startSession(db, 7, user.id, undefined);
  const began = new Date(Date.now() - 500);
  const first = await rotateRefreshToken(db, await rotation(new Date(), 10), refreshToken);

  const second = await rotateRefreshToken(db, await rotation(began, 10), refreshToken);
  expect(second).toMatchObject({ sessionId, refreshToken: first.refreshToken });
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  expect(session?.revokedAt).toBeNull();
});
