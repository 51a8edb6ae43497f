import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { hashToken } from '../src/shared/tokens.js';
import type { SignedIn, TestApp } from './test-app.js';

/** The session signed in (or last confirmed) a quarter hour ago: past the confirmation window. */
export const ageSession = (t: TestApp, signedIn: SignedIn) =>
  t.database.db.execute(sql`
    update sessions set confirmed_at = now() - interval '15 minutes'
     where id = (select session_id from refresh_tokens
                  where token_hash = ${hashToken(signedIn.refreshToken)})`);

export const expectConfirmationRequired = (response: {
  statusCode: number;
  json: () => unknown;
}) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({
    success: false,
    error: { code: 'CONFIRMATION_REQUIRED', message: ERROR_MESSAGES.CONFIRMATION_REQUIRED },
  });
};
