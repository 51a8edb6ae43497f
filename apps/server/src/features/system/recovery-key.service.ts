import { text } from '@rollcall/contract/i18n/text-key';
import type { RecoveryKey, RecoveryStatus } from '@rollcall/contract/recovery-key';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { appSecrets } from '../../db/schema/secrets.js';
import type { Actor } from '../../shared/actor.js';
import { recordAudit } from '../../shared/audit.js';
import { getOrCreateSecret } from '../../shared/secrets.js';
import { newPassphraseStretch, newRecoveryKey, passphraseKek } from './backup-keys.js';
import type { SealingKeys } from './backup-sealed.js';

/**
 * The school's ways into its backups from outside this machine, kept with the installation's
 * other keys in app_secrets (which no restore replaces): the recovery key, when an admin said it
 * was saved, and the key a chosen passphrase stretches to (never the passphrase itself).
 */
const RECOVERY_KEY = 'recovery-key';
const RECOVERY_KEY_SAVED = 'recovery-key-saved';
const BACKUP_PASSPHRASE = 'backup-passphrase';

const StoredPassphraseSchema = z.object({
  kek: z.string(),
  stretch: z.object({
    memoryCost: z.number(),
    timeCost: z.number(),
    parallelism: z.number(),
    salt: z.string(),
  }),
});

/** The recovery key, made the first time anything asks for it (insert-or-ignore: race-safe). */
export async function currentRecoveryKey(db: Db): Promise<RecoveryKey> {
  await db
    .insert(appSecrets)
    .values({ name: RECOVERY_KEY, value: newRecoveryKey() })
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(appSecrets)
    .where(inArray(appSecrets.name, [RECOVERY_KEY, RECOVERY_KEY_SAVED]));
  const key = rows.find((row) => row.name === RECOVERY_KEY);
  if (!key) throw new Error('The recovery key could not be stored');
  return {
    recoveryKey: key.value,
    createdAt: key.createdAt.toISOString(),
    savedAt: rows.find((row) => row.name === RECOVERY_KEY_SAVED)?.value ?? null,
  };
}

async function storedPassphrase(db: Db) {
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, BACKUP_PASSPHRASE));
  const parsed = row && StoredPassphraseSchema.safeParse(JSON.parse(row.value));
  return parsed?.success ? parsed.data : undefined;
}

export async function recoveryStatus(db: Db): Promise<RecoveryStatus> {
  const { createdAt, savedAt } = await currentRecoveryKey(db);
  return { createdAt, savedAt, hasPassphrase: (await storedPassphrase(db)) !== undefined };
}

/** A new key for the backups made from now on; files made before still need the old one. */
export async function rotateRecoveryKey(db: Db, actor: Actor) {
  await db.transaction(async (tx) => {
    await tx.delete(appSecrets).where(inArray(appSecrets.name, [RECOVERY_KEY, RECOVERY_KEY_SAVED]));
    await tx.insert(appSecrets).values({ name: RECOVERY_KEY, value: newRecoveryKey() });
    await recordAudit(tx, actor.id, {
      action: 'system.recovery_key',
      entityType: 'system',
      after: { rotated: true },
    });
  });
  return { ...(await currentRecoveryKey(db)), message: text('recovery.rotated') };
}

export async function markRecoveryKeySaved(db: Db, actor: Actor, now: Date) {
  await currentRecoveryKey(db);
  await db.transaction(async (tx) => {
    await tx
      .insert(appSecrets)
      .values({ name: RECOVERY_KEY_SAVED, value: now.toISOString() })
      .onConflictDoUpdate({ target: appSecrets.name, set: { value: now.toISOString() } });
    await recordAudit(tx, actor.id, {
      action: 'system.recovery_key',
      entityType: 'system',
      after: { saved: true },
    });
  });
  return { ...(await recoveryStatus(db)), message: text('recovery.saved') };
}

export async function setBackupPassphrase(db: Db, actor: Actor, passphrase: string) {
  const stretch = newPassphraseStretch();
  const kek = await passphraseKek(passphrase, stretch);
  const value = JSON.stringify({ kek: kek.toString('base64'), stretch });
  await db.transaction(async (tx) => {
    await tx
      .insert(appSecrets)
      .values({ name: BACKUP_PASSPHRASE, value })
      .onConflictDoUpdate({ target: appSecrets.name, set: { value } });
    await recordAudit(tx, actor.id, {
      action: 'system.backup_passphrase',
      entityType: 'system',
      after: { hasPassphrase: true },
    });
  });
  return { message: text('recovery.passphraseSet') };
}

export async function clearBackupPassphrase(db: Db, actor: Actor) {
  await db.transaction(async (tx) => {
    await tx.delete(appSecrets).where(eq(appSecrets.name, BACKUP_PASSPHRASE));
    await recordAudit(tx, actor.id, {
      action: 'system.backup_passphrase',
      entityType: 'system',
      after: { hasPassphrase: false },
    });
  });
  return { message: text('recovery.passphraseCleared') };
}

/** The keys a backup made now is sealed with (backup-sealed.ts). */
export async function sealingKeys(db: Db): Promise<SealingKeys> {
  const [backupSecret, recovery, passphrase] = await Promise.all([
    getOrCreateSecret(db, 'backup-signing'),
    currentRecoveryKey(db),
    storedPassphrase(db),
  ]);
  return {
    backupSecret,
    recovery: { recoveryKey: recovery.recoveryKey, createdAt: recovery.createdAt },
    ...(passphrase && {
      passphrase: {
        kek: Buffer.from(passphrase.kek, 'base64'),
        stretch: passphrase.stretch,
      },
    }),
  };
}
