import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@rollcall/contract/api-tokens';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Role } from '@rollcall/contract/roles';
import type { Db } from '../db/client.js';
import { apiTokens } from '../db/schema/api-tokens.js';
import { users } from '../db/schema/users.js';
import type { Actor } from './actor.js';
import { AppError } from './app-error.js';
import { actingSchoolAndRole } from './acting-school.js';
import { recordAudit } from './audit.js';
import { hashToken } from './tokens.js';

/** An actor acting through a token has no session: no session row has this id. */
const NO_SESSION = '00000000-0000-0000-0000-000000000000';

/** A new token: the prefix, then 32 random bytes. Only its hash is stored. */
export const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

export const isApiToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

/** Where a token was used, for its audit entry. */
export type ApiTokenUse = { method: string; route: string };

/**
 * The actor a token stands for on a route that needs `scope` (undefined: a route no token may
 * reach). An unknown or revoked token, or one whose admin is no longer an active administrator,
 * is refused as unsigned-in (401); a live token outside its scopes is forbidden (403). Every use
 * of a live token, allowed or not, is audited and stamps `last_used_at`, in one transaction.
 */
export async function actorOfApiToken(
  db: Db,
  token: string,
  scope: ApiTokenScope | undefined,
  use: ApiTokenUse,
  requestedSchool: string | null | undefined,
): Promise<Actor> {
  const [row] = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scopes: apiTokens.scopes,
      userId: users.id,
      isDistrictAdmin: users.isDistrictAdmin,
      schoolIds: sql<
        string[]
      >`rollcall_acting_schools(${users.id}, ${requestedSchool ?? null}::uuid)`,
      schoolRoles: sql<
        Role[]
      >`rollcall_acting_roles(${users.id}, ${requestedSchool ?? null}::uuid)`,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(token)),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql`now()`),
        eq(users.isActive, true),
        eq(users.role, 'admin'),
      ),
    );
  if (!row) throw new AppError('UNAUTHENTICATED');
  const isAllowed = scope !== undefined && row.scopes.includes(scope);
  await db.transaction(async (tx) => {
    await tx
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiTokens.id, row.id));
    await recordAudit(tx, row.userId, {
      action: 'api_token.use',
      entityType: 'api_token',
      entityId: row.id,
      after: { name: row.name, ...use, allowed: isAllowed },
    });
  });
  if (!isAllowed) throw new AppError('FORBIDDEN', text('apiTokens.tokenOnly'));
  // A token acts as its administrator, where they are one (a school's administrator may teach
  // at another school: their token does nothing there).
  const acting = actingSchoolAndRole(requestedSchool, row);
  if (acting.role !== 'admin') throw new AppError('FORBIDDEN');
  return {
    id: row.userId,
    sessionId: NO_SESSION,
    apiTokenId: row.id,
    isDistrictAdmin: row.isDistrictAdmin,
    ...acting,
  };
}

/**
 * A token dies with its creator's admin rights (issue 39): deactivating or demoting them revokes
 * every token they made, for good; switching them back on brings none back. In the caller's
 * transaction. Returns how many it revoked.
 */
export async function revokeApiTokensOf(tx: Db, userId: string): Promise<number> {
  const revoked = await tx
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.createdBy, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return revoked.length;
}
