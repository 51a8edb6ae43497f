import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { OffsiteBackupBody } from '@rollcall/contract/settings';
import type { OffsiteCopyState } from '@rollcall/contract/system';
import type { Db } from '../../db/client.js';
import { offsiteBackupState, type StoredOffsiteBackup } from '../../db/schema/offsite-backup.js';
import { schoolSettings } from '../../db/schema/settings.js';
import { AppError } from '../../shared/app-error.js';
import { getSettings } from '../../shared/school-settings.js';
import type { StaffMail } from '../../shared/staff-mail.js';
import {
  decryptSecret,
  encryptSecret,
  type TwoFactorKeys,
} from '../../shared/two-factor-crypto.js';
import { mailOffsiteFailure } from './offsite-mail.js';
import { offsiteTargetOf, type OffsiteTarget } from './offsite-targets.js';

/** Binds the encrypted S3 secret to its purpose: a 2FA secret's value cannot be swapped in. */
export const OFFSITE_SECRET_AAD = 'offsite-backup';

/**
 * The nightly job's tries after the first: a dropped connection or a provider's brief 503 passes
 * within a minute; an outage longer than that is left to the hourly retry (system.jobs.ts).
 */
export const JOB_RETRY_DELAYS_MS = [10_000, 60_000];
/** "Back up now": an admin waits for the answer, so one quick second try; the hourly one follows. */
export const RUN_NOW_RETRY_DELAYS_MS = [2_000];

/** How the copy of one file went. */
export type OffsiteCopyResult =
  | { status: 'off'; location: null; error: null; attempts: 0 }
  | { status: 'copied' | 'failed'; location: string; error: string | null; attempts: number };

export type OffsiteCopyOptions = {
  db: Db;
  keys: TwoFactorKeys;
  /** Where the administrators are told of a failure; nobody is without an e-mail channel. */
  email: StaffMail | undefined;
  /** The automatic backup to copy, in DATA_DIR/backups. */
  localPath: string;
  now: Date;
  retryDelaysMs: readonly number[];
  /** Told of what does not fail the copy (old copies left there, an e-mail not sent). */
  warn: (error: unknown, message: string) => void;
};

const storedDestination = async (db: Db) => {
  const [row] = await db
    .select({ offsiteBackup: schoolSettings.offsiteBackup })
    .from(schoolSettings)
    .where(eq(schoolSettings.id, 1));
  return row?.offsiteBackup ?? null;
};

/** A message short enough to keep and show; an AWS error's name when it has no message. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message || error.name : String(error)).slice(0, 500);

async function copyWithRetries(
  target: OffsiteTarget,
  fileName: string,
  localPath: string,
  retryDelaysMs: readonly number[],
) {
  let attempts = 0;
  for (;;) {
    attempts += 1;
    try {
      await target.put(fileName, localPath);
      return { attempts, error: null };
    } catch (error) {
      const delay = retryDelaysMs[attempts - 1];
      if (delay === undefined) return { attempts, error: reasonOf(error) };
      await sleep(delay);
    }
  }
}

/** The copies there beyond the newest `keep` removed, as the local folder's are. */
async function applyRetention(target: OffsiteTarget, keep: number) {
  const names = (await target.listAutomatic()).sort((a, b) => b.localeCompare(a));
  for (const old of names.slice(keep)) await target.remove(old);
}

/**
 * Copies one automatic backup to the destination set (if any), trying again after each delay,
 * then applies the same retention there and records how it went. A failure is recorded, shown
 * and e-mailed (once per run of failures), never thrown: the local backup is made either way.
 */
export async function copyOffsite(options: OffsiteCopyOptions): Promise<OffsiteCopyResult> {
  const { db, keys, localPath, now } = options;
  const destination = await storedDestination(db);
  if (!destination) return { status: 'off', location: null, error: null, attempts: 0 };
  const fileName = path.basename(localPath);
  const secret = () => {
    if (destination.kind !== 's3') return '';
    const decrypted = decryptSecret(keys, OFFSITE_SECRET_AAD, destination.encryptedSecretAccessKey);
    // The two-factor key changed since it was saved: only a new secret helps.
    if (decrypted === undefined) throw new Error('The stored secret access key cannot be read');
    return decrypted;
  };
  let target: OffsiteTarget | undefined;
  let result: OffsiteCopyResult;
  try {
    target = offsiteTargetOf(destination, secret);
    const copy = await copyWithRetries(target, fileName, localPath, options.retryDelaysMs);
    result = {
      status: copy.error === null ? 'copied' : 'failed',
      location: target.locationOf(fileName),
      ...copy,
    };
    if (result.status === 'copied') {
      const { backupsKept } = await getSettings(db);
      // Kept apart from the copy's outcome: a write-only key (a bucket that refuses deletes
      // against ransomware) still makes good copies.
      await applyRetention(target, backupsKept).catch((error: unknown) =>
        options.warn(error, 'old off-machine backups could not be removed'),
      );
    }
  } catch (error) {
    result = { status: 'failed', location: fileName, error: reasonOf(error), attempts: 1 };
  } finally {
    target?.close();
  }
  await recordCopy(db, now, fileName, result);
  if (result.status === 'failed' && options.email) {
    await mailOffsiteFailure(db, options.email, { fileName, ...result }).catch((error: unknown) =>
      options.warn(error, 'the off-machine backup failure e-mail was not sent'),
    );
  }
  return result;
}

async function recordCopy(db: Db, now: Date, fileName: string, result: OffsiteCopyResult) {
  if (result.status === 'off') return;
  const isCopied = result.status === 'copied';
  const values = {
    status: result.status,
    location: result.location,
    fileName,
    lastAttemptAt: now,
    error: result.error,
    ...(isCopied && { lastSuccessAt: now, adminsToldAt: null }),
  };
  await db
    .insert(offsiteBackupState)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: offsiteBackupState.id, set: values });
}

/** How the last copy went, for the Backup screen (GET /system/backups). */
export async function getOffsiteCopyState(db: Db): Promise<OffsiteCopyState> {
  const [[state], { offsiteBackup }] = await Promise.all([
    db.select().from(offsiteBackupState).where(eq(offsiteBackupState.id, 1)),
    getSettings(db),
  ]);
  return {
    status: offsiteBackup === null ? 'off' : (state?.status ?? 'pending'),
    location: state?.location ?? null,
    fileName: state?.fileName ?? null,
    lastAttemptAt: state?.lastAttemptAt?.toISOString() ?? null,
    lastSuccessAt: state?.lastSuccessAt?.toISOString() ?? null,
    error: state?.error ?? null,
  };
}

/** A new destination starts over: nothing copied there yet, no failure to tell about. */
export async function forgetOffsiteCopyState(db: Db) {
  await db.delete(offsiteBackupState);
}

/**
 * The column a body's destination is saved as, the secret encrypted. A body without a secret keeps
 * the stored one, but only for the same endpoint and key id: a secret is never sent to a new
 * address unless it is typed again.
 */
export function toStoredOffsite(
  keys: TwoFactorKeys | undefined,
  body: OffsiteBackupBody | null,
  before: StoredOffsiteBackup | null,
): StoredOffsiteBackup | null {
  if (body === null) return null;
  if (body.kind === 'directory') return { kind: 'directory', path: body.path };
  const { secretAccessKey, ...destination } = body;
  if (secretAccessKey !== undefined) {
    if (!keys) throw new Error('The two-factor keys are needed to store an off-machine secret');
    return {
      ...destination,
      encryptedSecretAccessKey: encryptSecret(keys, OFFSITE_SECRET_AAD, secretAccessKey),
    };
  }
  const isSameKey =
    before?.kind === 's3' &&
    before.endpoint === body.endpoint &&
    before.accessKeyId === body.accessKeyId;
  if (!isSameKey) {
    const message = text('settings.offsiteSecretRequired');
    throw new AppError('VALIDATION_FAILED', message, { 'offsiteBackup.secretAccessKey': message });
  }
  return { ...destination, encryptedSecretAccessKey: before.encryptedSecretAccessKey };
}
