import { sql } from 'drizzle-orm';
import {
  AUDIT_SYSTEM_ACTOR,
  type AuditAction,
  type AuditEntityType,
} from '@rollcall/contract/audit-log';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema/audit-log.js';
import { UNKNOWN_ACTOR } from './actor-name.js';

/** What stands in for a removed value, so a reader sees that it changed without seeing it. */
export const REDACTED = '[redacted]';

/**
 * Keys whose values never reach the audit log, at any depth, compared without case, `_` or `-`:
 * passwords and their hashes, tokens of every kind (a photo or avatar URL is an unguessable link,
 * a ready-made QR payload checks a student in), and two-factor secrets and recovery codes.
 */
const DENIED_KEYS = new Set([
  'password',
  'passwordhash',
  'currentpassword',
  'newpassword',
  'confirmpassword',
  'token',
  'accesstoken',
  'refreshtoken',
  'tokenhash',
  'challengetoken',
  'secret',
  'totpsecret',
  'twofactorsecret',
  'recoverycodes',
  'recoverycodehashes',
  'qrcodedata',
  'photourl',
  'avatarurl',
  'apikey',
  'authtoken',
]);

const normalizedKey = (key: string) => key.toLowerCase().replace(/[_-]/g, '');

export const isDeniedKey = (key: string) => DENIED_KEYS.has(normalizedKey(key));

/** A copy of the value with every denied key's value replaced, and binary data left out. */
export function redactSecrets(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return REDACTED;
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, field]) => field !== undefined)
        .map(([key, field]) => [key, isDeniedKey(key) ? REDACTED : redactSecrets(field)]),
    );
  }
  return value;
}

export type AuditEntryInput = {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | null | undefined;
  before?: unknown;
  after?: unknown;
};

/**
 * Records an administrative change. Call it with the transaction that makes the change, so that
 * the entry and the change commit or roll back together. `actorId` null is the system itself (a
 * scheduled job); otherwise the actor's name and e-mail are copied as they are now, in the same
 * statement, so the entry keeps them after the account changes or goes.
 */
/**
 * Who made a change: an account acting at a school (a school's entry, issue 41), an account's id
 * alone (the district's: its schools, security and system), null for the system itself, or
 * `{id: null, schoolId}` for the system's own work at one school.
 */
export type AuditActor = { id: string | null; schoolId?: string | undefined } | string | null;

export async function recordAudit(tx: Db, who: AuditActor, entry: AuditEntryInput): Promise<void> {
  const actorId = typeof who === 'string' || who === null ? who : who.id;
  const schoolId = typeof who === 'object' && who !== null ? (who.schoolId ?? null) : null;
  const actorName = actorId
    ? sql`coalesce((select name from users where id = ${actorId}), ${UNKNOWN_ACTOR})`
    : sql`${AUDIT_SYSTEM_ACTOR}`;
  const actorEmail = actorId ? sql`(select email from users where id = ${actorId})` : sql`null`;
  await tx.insert(auditLog).values({
    actorId,
    schoolId,
    actorName,
    actorEmail,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before === undefined ? null : redactSecrets(entry.before),
    after: entry.after === undefined ? null : redactSecrets(entry.after),
  });
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** For an edit: only the fields that changed, before and after, so an entry reads as the change. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys({ ...before, ...after }).filter(
    (key) => !sameValue(before[key], after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
