import { afterEach, expect, test, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@rollcall/contract/auth';
import { jwtKeyFrom, signAccessToken, verifyAccessToken, type AccessClaims } from './tokens.js';

const claims: AccessClaims = {
  userId: '0b0f4f7e-2a7c-4a43-9d1e-7d3c1d7c2a10',
  sessionId: '5f3b8c1e-9a9b-4e1c-8f61-1a2b3c4d5e6f',
  role: 'teacher',
};

afterEach(() => {
  vi.useRealTimers();
});

test('a token accepted before is refused once it expires', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const key = await jwtKeyFrom('a-secret-of-at-least-thirty-two-characters');
  const token = await signAccessToken(key, claims);
  expect(await verifyAccessToken(key, token)).toEqual(claims);
  // The second time comes from the remembered check: expiry still counts.
  expect(await verifyAccessToken(key, token)).toEqual(claims);
  vi.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);
  expect(await verifyAccessToken(key, token)).toBeUndefined();
});

test('a token checked under one key is refused under another', async () => {
  const key = await jwtKeyFrom('a-secret-of-at-least-thirty-two-characters');
  const otherKey = await jwtKeyFrom('another-secret-of-at-least-thirty-two-chars');
  const token = await signAccessToken(key, claims);
  expect(await verifyAccessToken(key, token)).toEqual(claims);
  expect(await verifyAccessToken(otherKey, token)).toBeUndefined();
});

test('an edited token is refused', async () => {
  const key = await jwtKeyFrom('a-secret-of-at-least-thirty-two-characters');
  const token = await signAccessToken(key, claims);
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const edited = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' }),
  ).toString('base64url');
  expect(await verifyAccessToken(key, `${header}.${edited}.${signature}`)).toBeUndefined();
  expect(await verifyAccessToken(key, token)).toEqual(claims);
});
