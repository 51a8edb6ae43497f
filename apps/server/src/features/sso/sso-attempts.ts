// One trip to a provider and back (issue 42): begun with a fresh state, nonce and PKCE verifier,
// and taken back once, within ten minutes, by the browser that began it.
import * as oidc from 'openid-client';
import { and, eq, getTableColumns, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@rollcall/contract/endpoint';
import { SSO_ATTEMPT_MINUTES } from '@rollcall/contract/sso';
import type { Db } from '../../db/client.js';
import { ssoAttempts } from '../../db/schema/sso.js';
import { hashToken } from '../../shared/tokens.js';
import { isLocalHttp } from '../../shared/refresh-cookie.js';

/**
 * The state again, in a cookie of the browser that began the trip: a callback carrying someone
 * else's state (a sign-in link sent to a colleague, login CSRF) does not match it. `Lax`, since
 * the provider's redirect back is a top-level navigation from another site.
 */
const COOKIE_NAME = 'rollcall_sso_state';
const COOKIE_PATH = `${API_PREFIX}/auth/sso`;

export type BegunAttempt = { state: string; nonce: string; codeVerifier: string };
export type TakenAttempt = typeof ssoAttempts.$inferSelect & { expired: boolean };

export async function beginAttempt(
  db: Db,
  attempt: { providerId: string; redirectUri: string; testedBy?: string },
): Promise<BegunAttempt> {
  const begun = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  // A day of finished and abandoned trips is kept, for "expired" and the test results.
  await db.delete(ssoAttempts).where(lt(ssoAttempts.createdAt, sql`now() - interval '1 day'`));
  await db.insert(ssoAttempts).values({
    stateHash: hashToken(begun.state),
    providerId: attempt.providerId,
    nonce: begun.nonce,
    codeVerifier: begun.codeVerifier,
    redirectUri: attempt.redirectUri,
    testedBy: attempt.testedBy ?? null,
  });
  return begun;
}

/** The attempt the state names, marked finished (so never taken twice); undefined if none. */
export async function takeAttempt(
  db: Db,
  providerId: string,
  state: string,
): Promise<TakenAttempt | undefined> {
  const [row] = await db
    .update(ssoAttempts)
    .set({ finishedAt: sql`now()` })
    .where(
      and(
        eq(ssoAttempts.stateHash, hashToken(state)),
        eq(ssoAttempts.providerId, providerId),
        isNull(ssoAttempts.finishedAt),
      ),
    )
    .returning({
      ...getTableColumns(ssoAttempts),
      expired: sql<boolean>`${ssoAttempts.createdAt} < now() - make_interval(mins => ${SSO_ATTEMPT_MINUTES})`,
    });
  return row;
}

/** A test's outcome, for the settings screen. */
export async function recordTestOutcome(
  db: Db,
  state: string,
  result: { outcome: string; email?: string },
) {
  await db
    .update(ssoAttempts)
    .set({ outcome: result.outcome, outcomeEmail: result.email ?? null })
    .where(eq(ssoAttempts.stateHash, hashToken(state)));
}

export function setStateCookie(request: FastifyRequest, reply: FastifyReply, state: string) {
  void reply.setCookie(COOKIE_NAME, state, {
    path: COOKIE_PATH,
    maxAge: SSO_ATTEMPT_MINUTES * 60,
    httpOnly: true,
    secure: !isLocalHttp(request),
    sameSite: 'lax',
  });
}

/** The state the browser holds, cleared as it is read: a trip back is taken once. */
export function takeStateCookie(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const state = request.cookies[COOKIE_NAME] || undefined;
  if (state) {
    void reply.clearCookie(COOKIE_NAME, {
      path: COOKIE_PATH,
      httpOnly: true,
      secure: !isLocalHttp(request),
      sameSite: 'lax',
    });
  }
  return state;
}
