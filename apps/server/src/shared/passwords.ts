import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id; these are OWASP's recommended minimums.
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

// A real hash to verify against when the e-mail is unknown, so timing does not reveal accounts.
const decoyHash = hash('decoy-password-never-used', ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  if (!passwordHash) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
