import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import {
  DEFAULT_API_TOKEN_LIFETIME,
  type ApiToken,
  type ApiTokenScope,
  type CreateApiTokenBody,
} from '@rollcall/contract/api-tokens';
import type { Db } from '../../db/client.js';
import { apiTokens } from '../../db/schema/api-tokens.js';
import { users } from '../../db/schema/users.js';
import { actorName } from '../../shared/actor-name.js';
import type { Actor } from '../../shared/actor.js';
import { newApiToken } from '../../shared/api-tokens.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../../shared/audit.js';
import { hashToken } from '../../shared/tokens.js';

type ApiTokenRow = Pick<
  typeof apiTokens.$inferSelect,
  'id' | 'name' | 'scopes' | 'createdAt' | 'lastUsedAt' | 'expiresAt'
> & { createdBy: string | null };

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  _id: row.id,
  name: row.name,
  scopes: row.scopes as ApiTokenScope[],
  createdBy: row.createdBy ?? undefined,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** A new token for the admin: returned this once, stored as its SHA-256 only. */
export async function createApiToken(db: Db, actor: Actor, input: CreateApiTokenBody) {
  const token = newApiToken();
  const scopes = [...new Set(input.scopes)];
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiTokens)
      .values({
        name: input.name,
        scopes,
        tokenHash: hashToken(token),
        createdBy: actor.id,
        expiresAt: sql`now() + make_interval(days => ${input.expiresInDays ?? DEFAULT_API_TOKEN_LIFETIME})`,
      })
      .returning();
    if (!created) throw new AppError('INTERNAL');
    await recordAudit(tx, actor.id, {
      action: 'api_token.create',
      entityType: 'api_token',
      entityId: created.id,
      after: {
        name: created.name,
        scopes: created.scopes,
        expiresAt: created.expiresAt.toISOString(),
      },
    });
    return created;
  });
  const createdBy = await actorName(db, actor);
  return {
    token,
    apiToken: toApiToken({ ...row, createdBy }),
    message: text('apiTokens.created'),
  };
}

/** The live tokens (revoked ones are kept for the audit log, not listed), newest first. */
export async function listApiTokens(db: Db) {
  const rows = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scopes: apiTokens.scopes,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      expiresAt: apiTokens.expiresAt,
      createdBy: users.name,
    })
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdBy))
    .where(isNull(apiTokens.revokedAt))
    .orderBy(desc(apiTokens.createdAt));
  return { apiTokens: rows.map(toApiToken) };
}

/** Revoking works at once: the next request with the token is refused (401). */
export async function revokeApiToken(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id, name: apiTokens.name });
    if (!revoked) throw new AppError('NOT_FOUND');
    await recordAudit(tx, actor.id, {
      action: 'api_token.revoke',
      entityType: 'api_token',
      entityId: revoked.id,
      before: { name: revoked.name },
    });
  });
  return { message: text('apiTokens.revoked') };
}

/** The live tokens that expire within `days` of `now`, soonest first (the admins' notices). */
export async function tokensExpiringWithin(db: Db, now: Date, days: number) {
  return db
    .select({ id: apiTokens.id, name: apiTokens.name, expiresAt: apiTokens.expiresAt })
    .from(apiTokens)
    .where(
      and(
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, now),
        lte(apiTokens.expiresAt, new Date(now.getTime() + days * 86_400_000)),
      ),
    )
    .orderBy(asc(apiTokens.expiresAt));
}
