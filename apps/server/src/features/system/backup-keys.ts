import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { hashRaw } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../../shared/passwords.js';

/**
 * The keys a backup's data key is wrapped with (backup-sealed.ts). Each opens the file alone:
 * this installation's own backup key (so a restore here needs nothing more), the recovery key the
 * school keeps outside the machine, and a passphrase an admin chose (argon2id-stretched).
 */
export type KeyEncryptionKey = Buffer;

const WRAP_IV_BYTES = 12;
const TAG_BYTES = 16;

const hkdf = (material: Buffer | string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', material, 'rollcall backup', purpose, 32));

/** This installation's key (the `backup-signing` secret of v1 files) as a key-encryption key. */
export const installationKek = (backupSecret: string) => hkdf(backupSecret, 'installation wrap');

/** Crockford's base32: no i, l, o or u to misread when the key is typed from paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 32 random bytes: 52 characters of base32, shown in 13 groups of four. */
const RECOVERY_KEY_BYTES = 32;

function toBase32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** A new recovery key as it is shown and printed: `XXXX-XXXX-…`. */
export function newRecoveryKey(): string {
  return (
    toBase32(randomBytes(RECOVERY_KEY_BYTES))
      .match(/.{1,4}/g)
      ?.join('-') ?? ''
  );
}

/** As typed: case, hyphens and spaces do not matter, nor O/I/L read as 0/1/1. */
export const normalizeRecoveryKey = (typed: string) =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

export const isRecoveryKeyShaped = (typed: string) =>
  new RegExp(`^[${ALPHABET}]{52}$`).test(normalizeRecoveryKey(typed));

export const recoveryKek = (recoveryKey: string) =>
  hkdf(normalizeRecoveryKey(recoveryKey), 'recovery key wrap');

/** Names a recovery key in a file's header without revealing it: which key opens the file. */
export const recoveryKeyId = (recoveryKey: string) =>
  createHash('sha256')
    .update(hkdf(normalizeRecoveryKey(recoveryKey), 'recovery key id'))
    .digest('hex')
    .slice(0, 16);

export type PassphraseStretch = {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
  salt: string;
};

export async function passphraseKek(passphrase: string, stretch: PassphraseStretch) {
  return hashRaw(passphrase.normalize('NFC'), {
    memoryCost: stretch.memoryCost,
    timeCost: stretch.timeCost,
    parallelism: stretch.parallelism,
    outputLen: 32,
    salt: Buffer.from(stretch.salt, 'base64'),
  });
}

export const newPassphraseStretch = (): PassphraseStretch => ({
  // argon2id as for passwords: a guessed passphrase costs as much as a guessed password.
  ...ARGON2_OPTIONS,
  salt: randomBytes(16).toString('base64'),
});

/** The data key encrypted with a key-encryption key: iv, ciphertext and tag, in base64. */
export function wrapDataKey(kek: KeyEncryptionKey, dataKey: Buffer, label: string): string {
  const iv = randomBytes(WRAP_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(Buffer.from(label));
  const sealed = Buffer.concat([cipher.update(dataKey), cipher.final(), cipher.getAuthTag()]);
  return Buffer.concat([iv, sealed]).toString('base64');
}

/** The data key, or undefined when this key-encryption key is not the one it was wrapped with. */
export function unwrapDataKey(
  kek: KeyEncryptionKey,
  wrapped: string,
  label: string,
): Buffer | undefined {
  const bytes = Buffer.from(wrapped, 'base64');
  if (bytes.length <= WRAP_IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', kek, bytes.subarray(0, WRAP_IV_BYTES));
    decipher.setAAD(Buffer.from(label));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(WRAP_IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return undefined;
  }
}
