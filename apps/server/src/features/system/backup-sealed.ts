import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  BACKUP_FORMAT,
  BackupContentSchema,
  HeaderInClearSchema,
  MAX_UNPACKED_BYTES,
  gunzip,
  gzip,
  parseJson,
  refused,
  type BackupContent,
} from './backup-file.js';
import {
  installationKek,
  passphraseKek,
  recoveryKek,
  recoveryKeyId,
  unwrapDataKey,
  wrapDataKey,
  type PassphraseStretch,
} from './backup-keys.js';

/**
 * The second file format (issue 40): a header line in clear, then the content encrypted.
 *
 *   header JSON \n  AES-256-GCM(data key, gzip(inner JSON \n content JSON))  tag
 *
 * A random data key encrypts the content; the header carries that key wrapped once per key that
 * may open the file: this installation's backup key, the school's recovery key, and a passphrase
 * if one was set. The whole header line is the cipher's additional data, so a changed header,
 * like a changed byte of the content, fails the tag. The inner part carries the row counts and
 * the installation's secrets the data depends on (the QR signing secret, the two-factor key).
 */
export const SEALED_FORMAT_VERSION = 2;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const StretchSchema = z.object({
  memoryCost: z.number().int().positive(),
  timeCost: z.number().int().positive(),
  parallelism: z.number().int().positive(),
  salt: z.string().min(1),
});

const SealedHeaderSchema = HeaderInClearSchema.extend({
  iv: z.string().min(1),
  keys: z.object({
    installation: z.string().min(1),
    recovery: z
      .object({ keyId: z.string().min(1), createdAt: z.string(), wrapped: z.string().min(1) })
      .optional(),
    passphrase: z.object({ stretch: StretchSchema, wrapped: z.string().min(1) }).optional(),
  }),
});
type SealedHeader = z.infer<typeof SealedHeaderSchema>;

const InnerSchema = z.object({
  rowCounts: z.record(z.string(), z.number().int().nonnegative()),
  secrets: z.record(z.string(), z.string()),
});

/** Who may open the files sealed now: this installation, and what the school keeps outside. */
export type SealingKeys = {
  backupSecret: string;
  recovery?: { recoveryKey: string; createdAt: string };
  passphrase?: { kek: Buffer; stretch: PassphraseStretch };
};

/** What the restore may open a file with, beside this installation's own key. */
export type Opening = { recoveryKey?: string | undefined; passphrase?: string | undefined };
export type Here = { key: string; installationId: string; schemaVersion: number };

export type OpenedBackup = {
  header: {
    schemaVersion: number;
    installationId: string;
    createdAt: string;
    school: { name: string };
    rowCounts: Record<string, number>;
  };
  content: BackupContent;
  /** The installation secrets the file carries (none in a first-format file). */
  secrets: Record<string, string>;
  /** Made by another installation, and opened with the recovery key or the passphrase. */
  isForeign: boolean;
};

const label = (kind: string) => `rollcall backup data key: ${kind}`;

export async function sealBackup(
  keys: SealingKeys,
  header: Pick<SealedHeader, 'schemaVersion' | 'installationId' | 'createdAt' | 'school'>,
  inner: z.infer<typeof InnerSchema>,
  contentJson: string,
): Promise<Buffer> {
  const dataKey = randomBytes(32);
  const iv = randomBytes(IV_BYTES);
  const { recovery, passphrase } = keys;
  const sealed: SealedHeader = {
    format: BACKUP_FORMAT,
    formatVersion: SEALED_FORMAT_VERSION,
    ...header,
    iv: iv.toString('base64'),
    keys: {
      installation: wrapDataKey(installationKek(keys.backupSecret), dataKey, label('installation')),
      ...(recovery && {
        recovery: {
          keyId: recoveryKeyId(recovery.recoveryKey),
          createdAt: recovery.createdAt,
          wrapped: wrapDataKey(recoveryKek(recovery.recoveryKey), dataKey, label('recovery')),
        },
      }),
      ...(passphrase && {
        passphrase: {
          stretch: passphrase.stretch,
          wrapped: wrapDataKey(passphrase.kek, dataKey, label('passphrase')),
        },
      }),
    },
  };
  const headerLine = Buffer.from(`${JSON.stringify(sealed)}\n`);
  const plain = await gzip(`${JSON.stringify(inner)}\n${contentJson}`);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(headerLine);
  return Buffer.concat([headerLine, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

/** The data key, from the first key that may open the file here; each refusal says which. */
async function dataKeyOf(header: SealedHeader, here: Here, opening: Opening) {
  const { keys } = header;
  if (header.installationId === here.installationId) {
    const dataKey = unwrapDataKey(
      installationKek(here.key),
      keys.installation,
      label('installation'),
    );
    if (dataKey) return dataKey;
  }
  if (opening.recoveryKey) {
    if (!keys.recovery || keys.recovery.keyId !== recoveryKeyId(opening.recoveryKey)) {
      throw refused('recovery.recoveryKeyWrong');
    }
    const kek = recoveryKek(opening.recoveryKey);
    const dataKey = unwrapDataKey(kek, keys.recovery.wrapped, label('recovery'));
    if (!dataKey) throw refused('system.backupTampered');
    return dataKey;
  }
  if (opening.passphrase) {
    if (!keys.passphrase) throw refused('recovery.backupHasNoPassphrase');
    const kek = await passphraseKek(opening.passphrase, keys.passphrase.stretch);
    const dataKey = unwrapDataKey(kek, keys.passphrase.wrapped, label('passphrase'));
    if (!dataKey) throw refused('recovery.passphraseWrong');
    return dataKey;
  }
  throw refused('recovery.backupNeedsKey');
}

export async function openSealedBackup(
  file: Buffer,
  here: Here,
  opening: Opening,
): Promise<OpenedBackup> {
  const newline = file.indexOf(0x0a);
  if (newline < 0 || file.length < newline + 1 + TAG_BYTES) throw refused('errors.BACKUP_REFUSED');
  const headerLine = file.subarray(0, newline + 1);
  const parsed = SealedHeaderSchema.safeParse(parseJson(headerLine.toString('utf8')));
  if (!parsed.success) throw refused('errors.BACKUP_REFUSED');
  const header = parsed.data;
  if (header.formatVersion > SEALED_FORMAT_VERSION || header.schemaVersion > here.schemaVersion) {
    throw refused('system.backupNewer');
  }
  const dataKey = await dataKeyOf(header, here, opening);
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey, Buffer.from(header.iv, 'base64'));
    decipher.setAAD(headerLine);
    decipher.setAuthTag(file.subarray(file.length - TAG_BYTES));
    plain = Buffer.concat([
      decipher.update(file.subarray(newline + 1, file.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw refused('system.backupTampered');
  }
  let text: string;
  try {
    text = (await gunzip(plain, { maxOutputLength: MAX_UNPACKED_BYTES })).toString('utf8');
  } catch {
    throw refused('errors.BACKUP_REFUSED');
  }
  const split = text.indexOf('\n');
  const inner = InnerSchema.safeParse(parseJson(text.slice(0, Math.max(0, split))));
  const content = BackupContentSchema.safeParse(parseJson(text.slice(split + 1)));
  if (split < 0 || !inner.success || !content.success) throw refused('errors.BACKUP_REFUSED');
  for (const table of content.data.tables) {
    if (inner.data.rowCounts[table.name] !== table.rows.length) {
      throw refused('errors.BACKUP_REFUSED');
    }
  }
  const { schemaVersion, installationId, createdAt, school } = header;
  return {
    header: { schemaVersion, installationId, createdAt, school, rowCounts: inner.data.rowCounts },
    content: content.data,
    secrets: inner.data.secrets,
    isForeign: installationId !== here.installationId,
  };
}
