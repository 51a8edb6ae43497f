import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@rollcall/contract/auth';
import type { Role } from '@rollcall/contract/roles';

export type AccessClaims = { userId: string; sessionId: string; role: Role };

const ISSUER = 'rollcall';

export const jwtKeyFrom = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(key: Uint8Array, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}

/** Returns the claims, or undefined for any token that is not ours, not valid or expired. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    if (payload.role !== 'admin' && payload.role !== 'teacher') return undefined;
    return { userId: payload.sub, sessionId: payload.sid, role: payload.role };
  } catch {
    return undefined;
  }
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
