// The district's sign-in providers (issue 42): kept with their client secret sealed, checked
// against their kind's rules, and shown without the secret.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import {
  GOOGLE_ISSUER,
  MICROSOFT_ISSUER_PATTERN,
  type CreateSsoProviderValues,
  type SsoProvider,
  type UpdateSsoProviderValues,
} from '@rollcall/contract/sso';
import type { Db } from '../../db/client.js';
import { schools } from '../../db/schema/schools.js';
import { ssoProviders } from '../../db/schema/sso.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { changedFields, recordAudit } from '../../shared/audit.js';
import {
  decryptSecret,
  encryptSecret,
  type TwoFactorKeys,
} from '../../shared/two-factor-crypto.js';
import { isLoopbackHost } from '@rollcall/contract/settings/offsite-backup';

export type SsoProviderRow = typeof ssoProviders.$inferSelect;
type ProviderInput = UpdateSsoProviderValues;

/** The secret is sealed to its provider: a row copied onto another provider opens nothing. */
const secretContext = (providerId: string) => `sso-provider:${providerId}`;

export const sealClientSecret = (keys: TwoFactorKeys, providerId: string, secret: string) =>
  encryptSecret(keys, secretContext(providerId), secret);

/** Undefined when the server's key changed since it was sealed: the provider must be saved again. */
export const clientSecretOf = (keys: TwoFactorKeys, row: SsoProviderRow) =>
  decryptSecret(keys, secretContext(row.id), row.clientSecretCiphertext);

const fieldError = (field: string, key: Parameters<typeof text>[0]) =>
  new AppError('VALIDATION_FAILED', text(key), { [field]: text(key) });

/** The issuer as its kind allows it: Google's own, one Microsoft tenant, or an https address. */
function checkedIssuer(input: ProviderInput): string {
  const issuer = input.issuer.replace(/\/+$/, '');
  if (input.kind === 'google') {
    if (issuer !== GOOGLE_ISSUER) throw fieldError('issuer', 'sso.googleIssuer');
    if (input.allowedDomains.length === 0) {
      throw fieldError('allowedDomains', 'sso.googleDomainsRequired');
    }
    return issuer;
  }
  if (input.kind === 'microsoft') {
    // `common` and `organizations` would let any tenant's staff in: one tenant only.
    if (!MICROSOFT_ISSUER_PATTERN.test(issuer)) throw fieldError('issuer', 'sso.microsoftIssuer');
    return issuer.toLowerCase();
  }
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw fieldError('issuer', 'sso.issuerInvalid');
  }
  const allowed =
    url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!allowed || url.search || url.hash || url.username) {
    throw fieldError('issuer', 'sso.issuerInvalid');
  }
  return issuer;
}

/** Where new teachers go: the school named, or the only one; null when creation is off. */
async function newAccountsSchool(db: Db, input: ProviderInput): Promise<string | null> {
  if (input.createAccounts !== 'teachers') return null;
  // Anyone the provider knows would otherwise get an account: a consumer Gmail, another tenant.
  if (input.allowedDomains.length === 0) {
    throw fieldError('allowedDomains', 'sso.domainsForNewAccounts');
  }
  const active = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.isActive, true))
    .orderBy(asc(schools.createdAt), asc(schools.id));
  const wanted = input.newAccountsSchoolId ?? (active.length === 1 ? active[0]?.id : undefined);
  if (!wanted || !active.some((school) => school.id === wanted.toLowerCase())) {
    throw fieldError('newAccountsSchoolId', 'users.schoolsRequired');
  }
  return wanted.toLowerCase();
}

/** What the audit log keeps of a provider: never its secret, only that it changed. */
const audited = (row: SsoProviderRow) => ({
  name: row.name,
  kind: row.kind,
  issuer: row.issuer,
  clientId: row.clientId,
  allowedDomains: row.allowedDomains,
  createAccounts: row.createAccounts,
  newAccountsSchoolId: row.newAccountsSchoolId,
});

export const toSsoProvider = (row: SsoProviderRow, redirectUrl: string): SsoProvider => ({
  _id: row.id,
  ...audited(row),
  redirectUrl,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const listSsoProviders = (db: Db) =>
  db.select().from(ssoProviders).orderBy(asc(ssoProviders.createdAt), asc(ssoProviders.id));

export async function ssoProviderById(db: Db, id: string): Promise<SsoProviderRow> {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function providerValues(db: Db, input: ProviderInput) {
  return {
    name: input.name,
    kind: input.kind,
    issuer: checkedIssuer(input),
    clientId: input.clientId,
    allowedDomains: input.allowedDomains,
    createAccounts: input.createAccounts,
    newAccountsSchoolId: await newAccountsSchool(db, input),
  };
}

export async function createSsoProvider(
  db: Db,
  keys: TwoFactorKeys,
  actor: Actor,
  input: CreateSsoProviderValues,
): Promise<SsoProviderRow> {
  const id = randomUUID();
  const values = await providerValues(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ssoProviders)
      .values({
        id,
        ...values,
        clientSecretCiphertext: sealClientSecret(keys, id, input.clientSecret),
      })
      .returning();
    if (!row) throw new AppError('INTERNAL');
    await recordAudit(tx, actor, {
      action: 'sso_provider.create',
      entityType: 'sso_provider',
      entityId: id,
      after: audited(row),
    });
    return row;
  });
}

export async function updateSsoProvider(
  db: Db,
  keys: TwoFactorKeys,
  actor: Actor,
  id: string,
  input: UpdateSsoProviderValues,
): Promise<SsoProviderRow> {
  const values = await providerValues(db, input);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(ssoProviders)
      .where(eq(ssoProviders.id, id))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .update(ssoProviders)
      .set({
        ...values,
        ...(input.clientSecret
          ? { clientSecretCiphertext: sealClientSecret(keys, id, input.clientSecret) }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(ssoProviders.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    const change = changedFields(audited(before), audited(row));
    await recordAudit(tx, actor, {
      action: 'sso_provider.update',
      entityType: 'sso_provider',
      entityId: id,
      before: { ...change.before, ...(input.clientSecret ? { clientSecret: '' } : {}) },
      after: { ...change.after, ...(input.clientSecret ? { clientSecret: '' } : {}) },
    });
    return row;
  });
}

export async function deleteSsoProvider(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(ssoProviders).where(eq(ssoProviders.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'sso_provider.delete',
      entityType: 'sso_provider',
      entityId: id,
      before: audited(row),
    });
  });
  return { message: text('sso.deleted') };
}
