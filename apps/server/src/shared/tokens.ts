import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@rollcall/contract/auth';
import type { Role } from '@rollcall/contract/roles';

export type AccessClaims = { userId: string; sessionId: string; role: Role };

const ISSUER = 'rollcall';

/** The HMAC key, imported once: jose would import raw bytes again on every sign and verify. */
export type JwtKey = CryptoKey;

export const jwtKeyFrom = (secret: string): Promise<JwtKey> =>
  crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

export async function signAccessToken(key: JwtKey, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}

type VerifiedToken = { claims: AccessClaims; expiresAt: number };

/**
 * Tokens whose signature this process has checked, per key. A device sends the same token for up
 * to its 15 minutes, and WebCrypto's verify is the dearest step of an authenticated request, so
 * the result of the check is kept; expiry is still checked on every use, and the session on every
 * request (decision 002). The oldest are dropped beyond a bound.
 */
const verifiedTokens = new WeakMap<JwtKey, Map<string, VerifiedToken>>();
const MAX_VERIFIED_TOKENS = 10_000;

/** Forgets which tokens were checked (Clear Cache): each is checked again on its next use. */
export function forgetVerifiedTokens(key: JwtKey): number {
  const verified = verifiedTokens.get(key);
  const count = verified?.size ?? 0;
  verified?.clear();
  return count;
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** Returns the claims, or undefined for any token that is not ours, not valid or expired. */
export async function verifyAccessToken(
  key: JwtKey,
  token: string,
): Promise<AccessClaims | undefined> {
  let verified = verifiedTokens.get(key);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(key, verified);
  }
  const known = verified.get(token);
  if (known) {
    if (known.expiresAt > nowInSeconds()) return known.claims;
    verified.delete(token);
    return undefined;
  }
  const checked = await checkAccessToken(key, token);
  if (!checked) return undefined;
  if (verified.size >= MAX_VERIFIED_TOKENS) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) verified.delete(oldest);
  }
  verified.set(token, checked);
  return checked.claims;
}

async function checkAccessToken(key: JwtKey, token: string): Promise<VerifiedToken | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    if (payload.role !== 'admin' && payload.role !== 'teacher') return undefined;
    if (typeof payload.exp !== 'number') return undefined;
    return {
      claims: { userId: payload.sub, sessionId: payload.sid, role: payload.role },
      expiresAt: payload.exp,
    };
  } catch {
    return undefined;
  }
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');

const SUCCESSOR_LABEL = new TextEncoder().encode('rollcall refresh successor\n');

/**
 * The one token that replaces `token` when it is spent: derived with the server's key, so the
 * server can hand the same successor out again to a browser that never received the first answer
 * (a reload cancelled it) without storing tokens, and nobody without the key can work it out.
 * The label keeps these MACs apart from the access tokens' signatures (those begin "eyJ").
 */
export async function successorRefreshToken(key: JwtKey, token: string): Promise<string> {
  const message = new Uint8Array([...SUCCESSOR_LABEL, ...new TextEncoder().encode(token)]);
  const mac = await crypto.subtle.sign('HMAC', key, message);
  return Buffer.from(mac).toString('base64url');
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
