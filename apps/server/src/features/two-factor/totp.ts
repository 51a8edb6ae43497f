import { generateSecret, generateURI, verify } from 'otplib';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@rollcall/contract/two-factor';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps. */
const TOTP = { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const;

/** One step either side of now, for phones whose clocks drift (RFC 6238 §5.2). */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

export const isTotpShaped = (code: string) => /^\d{6}$/.test(code);

/** 160 random bits, base32, as the RFC recommends for SHA-1. */
export const newTotpSecret = () => generateSecret({ length: 20 });

export const otpauthUri = (issuer: string, account: string, secret: string) =>
  generateURI({ issuer, label: account, secret, ...TOTP });

/** The time step the code belongs to, or undefined when it is not a code of this secret now. */
export async function totpStepOf(
  secret: string,
  code: string,
  now: Date,
): Promise<number | undefined> {
  if (!isTotpShaped(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...TOTP,
  });
  // The result type covers HOTP too, whose valid results carry no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
