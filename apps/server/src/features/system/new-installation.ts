import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSecrets } from '../../db/schema/secrets.js';
import { CARRIED_SECRETS } from './backup.service.js';

/**
 * Nothing has been made here yet: no student, no record, no account but the first
 * administrator's. A backup of another installation restored onto it brings its own accounts, and
 * the sign-in page offers that restore (issue 40).
 */
export async function isNewInstallation(db: Db): Promise<boolean> {
  const result = await db.execute<{ is_new: boolean }>(sql`
    select (select count(*) from users) <= 1
       and not exists (select 1 from students)
       and not exists (select 1 from attendance) as is_new`);
  return result.rows[0]?.is_new === true;
}

/** The secrets a restore made this installation take on: the app's copies must follow. */
export type AdoptedSecrets = { qr?: string; twoFactor?: string };

/**
 * Takes on the secrets a backup of another installation carries: the QR signing secret always
 * (the school's printed cards were signed with it), the two-factor key only with the accounts it
 * encrypted, that is onto a new installation. A deployment that gives them in its environment
 * keeps its own (the app's copies are not changed then; see app.ts).
 */
export async function adoptSecrets(
  tx: Db,
  carried: Record<string, string>,
  isOntoNew: boolean,
): Promise<AdoptedSecrets> {
  const names = CARRIED_SECRETS.filter((name) => carried[name] && (isOntoNew || name === 'qr'));
  for (const name of names) {
    const value = carried[name] ?? '';
    await tx
      .insert(appSecrets)
      .values({ name, value })
      .onConflictDoUpdate({ target: appSecrets.name, set: { value } });
  }
  return {
    ...(names.includes('qr') && { qr: carried.qr }),
    ...(names.includes('two-factor') && { twoFactor: carried['two-factor'] }),
  };
}
