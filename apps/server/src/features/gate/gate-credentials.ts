import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  GATE_CREDENTIAL_PREFIX,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
} from '@rollcall/contract/gate';

/**
 * The pairing code and the device credential are random, not chosen by people, so SHA-256 is
 * enough to keep them from being read out of a backup (argon2 guards guessable passwords).
 */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function makePairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i += 1) {
    code += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  }
  return code;
}

/** `rcgate.<device id>.<secret>`: the id finds the device, the secret proves it. */
export function makeCredential(deviceId: string): { credential: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { credential: `${GATE_CREDENTIAL_PREFIX}${deviceId}.${secret}`, hash: hashSecret(secret) };
}

const CREDENTIAL_PATTERN = /^rcgate\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

export function parseCredential(credential: string): { deviceId: string; secret: string } | null {
  const match = CREDENTIAL_PATTERN.exec(credential);
  return match?.[1] && match[2] ? { deviceId: match[1], secret: match[2] } : null;
}

export const isGateCredential = (token: string) => token.startsWith(GATE_CREDENTIAL_PREFIX);

export function secretMatches(secret: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The credential that follows this one: derived with the server's key, so that every call made
 * with the old credential during the overlap (two at once, or again after a lost reply) is handed
 * the same successor, and someone holding only the old credential cannot work it out.
 */
export async function successorCredential(
  key: CryptoKey,
  deviceId: string,
  secret: string,
): Promise<{ credential: string; hash: string }> {
  const mac = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(`gate-credential-renewal:${deviceId}:${secret}`),
  );
  const next = Buffer.from(mac).toString('base64url');
  return { credential: `${GATE_CREDENTIAL_PREFIX}${deviceId}.${next}`, hash: hashSecret(next) };
}
