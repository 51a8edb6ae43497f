import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The keys two-factor sign-in keeps its secrets with, both derived from one key material
 * (TWO_FACTOR_KEY, or a generated one kept in `app_secrets`): TOTP secrets are encrypted
 * (AES-256-GCM, bound to their user), recovery codes are kept as HMACs, so that a copy of the
 * users' tables alone (an export, a leaked dump without the key) gives neither.
 */
export type TwoFactorKeys = { encryption: Buffer; recoveryCodeHmac: Buffer };

const derive = (material: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', material, 'rollcall two-factor', purpose, 32));

export function twoFactorKeysFrom(material: string): TwoFactorKeys {
  return {
    encryption: derive(material, 'totp secret encryption'),
    recoveryCodeHmac: derive(material, 'recovery code hash'),
  };
}

const VERSION = 'v1';
const IV_BYTES = 12;

/** `v1.<iv>.<ciphertext>.<tag>` (base64url); the user's id is authenticated with it. */
export function encryptSecret(keys: TwoFactorKeys, userId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
  cipher.setAAD(Buffer.from(userId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * The secret, or undefined when the stored value was not made with this key for this user (the
 * key changed, or the row was copied onto another user): such a secret cannot sign anyone in.
 */
export function decryptSecret(
  keys: TwoFactorKeys,
  userId: string,
  stored: string,
): string | undefined {
  const [version, iv, ciphertext, tag] = stored.split('.');
  if (version !== VERSION || !iv || !ciphertext || !tag) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** Crockford's base32 alphabet in lower case: no i, l, o or u to misread. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_GROUPS = 3;
const RECOVERY_GROUP_LENGTH = 4;

/** A recovery code as shown: `xxxx-xxxx-xxxx`, 60 random bits. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH);
  const characters = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % 32]);
  const groups = [];
  for (let group = 0; group < RECOVERY_GROUPS; group += 1) {
    const start = group * RECOVERY_GROUP_LENGTH;
    groups.push(characters.slice(start, start + RECOVERY_GROUP_LENGTH).join(''));
  }
  return groups.join('-');
}

/** As typed: case, hyphens and spaces do not matter, nor o/i/l read as 0/1/1. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
}

export function hashRecoveryCode(keys: TwoFactorKeys, code: string): string {
  return createHmac('sha256', keys.recoveryCodeHmac)
    .update(normalizeRecoveryCode(code))
    .digest('hex');
}
