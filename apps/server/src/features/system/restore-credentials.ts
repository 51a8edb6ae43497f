import { randomBytes } from 'node:crypto';
import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiTokens } from '../../db/schema/api-tokens.js';
import { gateDevices } from '../../db/schema/gate.js';
import { schoolMemberships, schools } from '../../db/schema/schools.js';
import {
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
} from '../../db/schema/two-factor.js';
import { ssoAttempts, ssoProviders } from '../../db/schema/sso.js';
import { users } from '../../db/schema/users.js';
import { hashPassword } from '../../shared/passwords.js';

/**
 * Who may sign in, and with what, as it is before a restore: a backup must not bring back a
 * password changed after a compromise, a deactivated account, an old role, a reset two-factor
 * sign-in, a district administrator's powers, spent recovery codes or a removed kiosk's credential.
 */
export type CurrentCredentials = {
  accounts: {
    id: string;
    passwordHash: string | null;
    mustChangePassword: boolean;
    ssoOnly: boolean;
    isActive: boolean;
    role: 'admin' | 'teacher';
    isDistrictAdmin: boolean;
  }[];
  secrets: (typeof twoFactorSecrets.$inferSelect)[];
  recoveryCodes: (typeof twoFactorRecoveryCodes.$inferSelect)[];
  devices: { id: string; revoked_at: Date | null }[];
  /** API tokens as they are: a revoked one stays revoked, one made after the backup stays. */
  apiTokens: (typeof apiTokens.$inferSelect)[];
  /** Sign-in providers as they are: their secrets are sealed with this machine's key. */
  ssoProviders: (typeof ssoProviders.$inferSelect)[];
  /** Where each account works and as what (issue 41): a role like any other. */
  /** `created_at` as PostgreSQL writes it: a Date would lose its microseconds. */
  memberships: { user_id: string; school_id: string; role: string; created_at: string }[];
  /** The schools there are now: at the file's others (an older file's), its memberships stand. */
  schoolIds: string[];
};

export async function currentCredentials(tx: Db): Promise<CurrentCredentials> {
  return {
    accounts: await tx
      .select({
        id: users.id,
        passwordHash: users.passwordHash,
        mustChangePassword: users.mustChangePassword,
        ssoOnly: users.ssoOnly,
        isActive: users.isActive,
        role: users.role,
        isDistrictAdmin: users.isDistrictAdmin,
      })
      .from(users),
    secrets: await tx.select().from(twoFactorSecrets),
    recoveryCodes: await tx.select().from(twoFactorRecoveryCodes),
    devices: await tx
      .select({ id: gateDevices.id, revoked_at: gateDevices.revokedAt })
      .from(gateDevices),
    apiTokens: await tx.select().from(apiTokens),
    ssoProviders: await tx.select().from(ssoProviders),
    memberships: await tx
      .select({
        user_id: schoolMemberships.userId,
        school_id: schoolMemberships.schoolId,
        role: schoolMemberships.role,
        created_at: sql<string>`${schoolMemberships.createdAt}::text`,
      })
      .from(schoolMemberships),
    schoolIds: (await tx.select({ id: schools.id }).from(schools)).map((school) => school.id),
  };
}

/**
 * Over the restored rows: accounts that exist now keep their password, state, roles, two-factor
 * sign-in and API tokens (the tokens as they are now, not as the file has them); accounts found only in the backup come back deactivated, without two-factor sign-in and
 * with a password nobody knows, so an administrator must set one to let them in again. Every
 * kiosk's credential and pairing code is revoked (devices are paired again), and each device that
 * exists now keeps its revocation as it is. Open two-factor challenges are dropped.
 */
export async function keepCurrentCredentials(tx: Db, kept: CurrentCredentials) {
  const keptIds = kept.accounts.map((account) => account.id);
  if (kept.accounts.length > 0) {
    await tx.execute(sql`
      update users u
         set password_hash = k.password_hash, must_change_password = k.must_change_password,
             sso_only = k.sso_only, is_active = k.is_active, role = k.role, is_district_admin = k.is_district_admin
        from jsonb_to_recordset(${JSON.stringify(kept.accounts.map(asColumns))}::jsonb)
          as k(id uuid, password_hash text, must_change_password boolean, sso_only boolean,
               is_active boolean,
               role text, is_district_admin boolean)
       where u.id = k.id`);
    if (kept.schoolIds.length > 0) {
      await tx
        .delete(schoolMemberships)
        .where(
          and(
            inArray(schoolMemberships.userId, keptIds),
            inArray(schoolMemberships.schoolId, kept.schoolIds),
          ),
        );
    }
    // A school or an account the file does not have (added since) is not there.
    await tx.execute(sql`
      insert into school_memberships (user_id, school_id, role, created_at)
      select k.user_id, k.school_id, k.role, k.created_at
        from jsonb_to_recordset(${JSON.stringify(kept.memberships)}::jsonb)
          as k(user_id uuid, school_id uuid, role text, created_at timestamptz)
       where exists (select from schools where schools.id = k.school_id)
         and exists (select from users where users.id = k.user_id)`);
  }
  const onlyInBackup = keptIds.length > 0 ? notInArray(users.id, keptIds) : undefined;
  const returning = await tx
    .update(users)
    .set({
      isActive: false,
      passwordHash: await hashPassword(randomBytes(32).toString('base64')),
      mustChangePassword: false,
    })
    .where(onlyInBackup)
    .returning({ id: users.id });
  const restoredIds = new Set([...keptIds, ...returning.map((row) => row.id)]);

  await tx.delete(twoFactorChallenges);
  await tx.delete(twoFactorRecoveryCodes);
  await tx.delete(twoFactorSecrets);
  const secrets = kept.secrets.filter((secret) => restoredIds.has(secret.userId));
  if (secrets.length > 0) await tx.insert(twoFactorSecrets).values(secrets);
  const codes = kept.recoveryCodes.filter((code) => restoredIds.has(code.userId));
  if (codes.length > 0) await tx.insert(twoFactorRecoveryCodes).values(codes);

  await tx.delete(apiTokens);
  const tokens = kept.apiTokens.filter((token) => restoredIds.has(token.createdBy));
  if (tokens.length > 0) await tx.insert(apiTokens).values(tokens);

  await tx.delete(ssoAttempts);
  await tx.delete(ssoProviders);
  if (kept.ssoProviders.length > 0) {
    const restoredSchools = new Set(
      (await tx.select({ id: schools.id }).from(schools)).map((s) => s.id),
    );
    await tx.insert(ssoProviders).values(
      kept.ssoProviders.map((provider) => ({
        ...provider,
        newAccountsSchoolId:
          provider.newAccountsSchoolId && restoredSchools.has(provider.newAccountsSchoolId)
            ? provider.newAccountsSchoolId
            : null,
      })),
    );
  }

  await revokeDeviceCredentials(tx);
  if (kept.devices.length > 0) {
    await tx.execute(sql`
      update gate_devices d
         set revoked_at = k.revoked_at
        from jsonb_to_recordset(${JSON.stringify(kept.devices)}::jsonb)
          as k(id uuid, revoked_at timestamptz)
       where d.id = k.id`);
  }
}

const asColumns = (account: CurrentCredentials['accounts'][number]) => ({
  id: account.id,
  password_hash: account.passwordHash,
  must_change_password: account.mustChangePassword,
  sso_only: account.ssoOnly,
  is_active: account.isActive,
  role: account.role,
  is_district_admin: account.isDistrictAdmin,
});

/** Every kiosk's credential and pairing code: a restored device is paired again. */
async function revokeDeviceCredentials(tx: Db) {
  await tx.update(gateDevices).set({
    credentialHash: null,
    credentialIssuedAt: null,
    previousCredentialHash: null,
    previousCredentialUntil: null,
    pairingCodeHash: null,
    pairingExpiresAt: null,
    pairedAt: null,
  });
}

/**
 * A backup of another installation restored onto a new one (issue 40): the school's accounts come
 * back as they were, passwords, roles, two-factor sign-in and API tokens included, since the
 * installation's first account is all there was to keep. Kiosks are paired again, and open
 * two-factor challenges dropped.
 */
export async function keepBackupCredentials(tx: Db) {
  await tx.delete(twoFactorChallenges);
  await revokeDeviceCredentials(tx);
}
