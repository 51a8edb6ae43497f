// The account a provider's e-mail signs in (issue 42): found by that e-mail, or made as a teacher
// where the provider is allowed to, then signed in as a password would (or held for the admin's
// own code where the district requires Rollcall's two-factor sign-in of administrators).
import { eq, sql } from 'drizzle-orm';
import type { LoginResponse } from '@rollcall/contract/auth';
import type { Role } from '@rollcall/contract/roles';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../../shared/audit.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { refuseUnlessAdminDuringMaintenance } from '../../shared/maintenance.js';
import { getSettings } from '../../shared/school-settings.js';
import type { JwtKey } from '../../shared/tokens.js';
import { signIn } from '../auth/auth.service.js';
import * as signInChallenge from '../two-factor/sign-in-challenge.service.js';
import { isTwoFactorEnabled } from '../two-factor/two-factor.service.js';
import { placeAccount } from '../users/memberships.service.js';
import { SsoRefusal, type VouchedIdentity } from './sso-identity.js';
import type { SsoProviderRow } from './sso-providers.service.js';

type Account = { id: string; role: Role; isActive: boolean };
export type NewAccount = { userId: string; schoolId: string; name: string; email: string };

const accountByEmail = async (db: Db, email: string): Promise<Account | undefined> =>
  (
    await db
      .select({ id: users.id, role: users.role, isActive: users.isActive })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
  )[0];

/** The e-mail's part before the @, as a name, when the provider gives none. */
const nameFromEmail = (email: string) => email.slice(0, email.indexOf('@')) || email;

/**
 * A teacher account at the provider's school, single sign-on only and without a password, with
 * its audit entry; the account as another request made it, when two first sign-ins race.
 */
async function createTeacher(
  db: Db,
  provider: SsoProviderRow & { newAccountsSchoolId: string },
  identity: VouchedIdentity,
): Promise<{ account: Account; created?: NewAccount }> {
  const name = (identity.name ?? nameFromEmail(identity.email)).slice(0, 100);
  try {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ name, email: identity.email, role: 'teacher', ssoOnly: true, passwordHash: null })
        .returning({ id: users.id, role: users.role, isActive: users.isActive });
      if (!row) throw new AppError('INTERNAL');
      const schoolId = provider.newAccountsSchoolId;
      await placeAccount(tx, row.id, {
        schools: [{ schoolId, role: 'teacher' }],
        isDistrictAdmin: false,
      });
      await recordAudit(
        tx,
        { id: null, schoolId },
        {
          action: 'user.sso_create',
          entityType: 'user',
          entityId: row.id,
          after: { name, email: identity.email, role: 'teacher', provider: provider.name },
        },
      );
      return row;
    });
    return {
      account: created,
      created: {
        userId: created.id,
        schoolId: provider.newAccountsSchoolId,
        name,
        email: identity.email,
      },
    };
  } catch (error) {
    const raced = isUniqueViolation(error, 'users_email_lower_unique')
      ? await accountByEmail(db, identity.email)
      : undefined;
    if (!raced) throw error;
    return { account: raced };
  }
}

export type SsoSignIn =
  | { kind: 'session'; response: LoginResponse; created?: NewAccount }
  | { kind: 'challenge'; challengeToken: string; created?: NewAccount };

export async function signInByProvider(
  db: Db,
  { jwtKey, now, userAgent }: { jwtKey: JwtKey; now: Date; userAgent: string | undefined },
  provider: SsoProviderRow,
  identity: VouchedIdentity,
): Promise<SsoSignIn> {
  let account = await accountByEmail(db, identity.email);
  let created: NewAccount | undefined;
  if (!account) {
    const schoolId = provider.newAccountsSchoolId;
    if (provider.createAccounts !== 'teachers' || !schoolId) throw new SsoRefusal('noAccount');
    ({ account, created } = await createTeacher(
      db,
      { ...provider, newAccountsSchoolId: schoolId },
      identity,
    ));
  }
  if (!account.isActive) throw new SsoRefusal('accountInactive');
  try {
    await refuseUnlessAdminDuringMaintenance(db, account.role);
  } catch {
    throw new SsoRefusal('maintenance');
  }
  await recordAudit(db, account.id, {
    action: 'user.sso_sign_in',
    entityType: 'user',
    entityId: account.id,
    after: { provider: provider.name },
  });
  // The provider's own multi-factor sign-in stands, unless the district asks for Rollcall's too.
  const wantsOwnCode =
    account.role === 'admin' &&
    (await getSettings(db)).requireAdminTwoFactor &&
    (await isTwoFactorEnabled(db, account.id));
  if (wantsOwnCode) {
    const challengeToken = await signInChallenge.createChallenge(db, now, account.id);
    return { kind: 'challenge', challengeToken, ...(created && { created }) };
  }
  const response = await signIn(db, jwtKey, account, userAgent);
  return { kind: 'session', response, ...(created && { created }) };
}
