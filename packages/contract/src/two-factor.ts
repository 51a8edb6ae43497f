import { z } from 'zod';
import { textKey } from './i18n/text-key.js';
import { IdParamsSchema, MessageSchema, textSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { UserWithMessageSchema } from './users.js';

/** Two-factor sign-in: TOTP (RFC 6238) codes from an authenticator app, and recovery codes. */

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in may take after the password was accepted. */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the code from your authenticator app',
  totpFormat: 'Enter the 6-digit code from your authenticator app',
  codeTooLong: 'That is longer than any code. Enter the 6-digit code or a recovery code.',
  codeUsed:
    'This code has already been used. Wait for the next code in your authenticator app and enter that one.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  reset:
    'Two-factor sign-in was reset and their sessions were signed out. They sign in with their password and can set it up again.',
  resetNotEnabled: 'This user does not use two-factor sign-in.',
  requiredForAdmins:
    'Your school requires administrators to use two-factor sign-in, so it cannot be turned off.',
} as const;

/** A code as typed: spaces (some apps show "123 456") are not part of it. */
const withoutSpaces = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s+/g, '') : value;

export const TotpCodeSchema = z.preprocess(
  withoutSpaces,
  textSchema({ error: textKey('twoFactor.codeRequired') })
    .min(1, textKey('twoFactor.codeRequired'))
    .regex(/^\d{6}$/, textKey('twoFactor.totpFormat')),
);

/** The 6-digit code or a recovery code (`xxxx-xxxx-xxxx`); the server tells which. */
export const TwoFactorCodeSchema = z.preprocess(
  withoutSpaces,
  textSchema({ error: textKey('twoFactor.codeRequired') })
    .min(1, textKey('twoFactor.codeRequired'))
    .max(40, textKey('twoFactor.codeTooLong')),
);

export const TwoFactorSetupResponseSchema = z.object({
  /** Base32, for typing into an app that cannot scan the QR code. */
  secret: z.string(),
  /** `otpauth://totp/…`, drawn as the QR code. */
  otpauthUri: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponseSchema>;

export const EnableTwoFactorBodySchema = z.object({ code: TotpCodeSchema });
export type EnableTwoFactorBody = z.infer<typeof EnableTwoFactorBodySchema>;

export const EnableTwoFactorResponseSchema = z.object({
  /** Shown once; the server keeps only their hashes. */
  recoveryCodes: z.array(z.string()),
  message: z.string(),
});
export type EnableTwoFactorResponse = z.infer<typeof EnableTwoFactorResponseSchema>;

export const DisableTwoFactorBodySchema = z.object({
  password: textSchema({ error: textKey('common.passwordRequired') })
    .min(1, textKey('common.passwordRequired'))
    .max(1024),
  code: TwoFactorCodeSchema,
});
export type DisableTwoFactorBody = z.infer<typeof DisableTwoFactorBodySchema>;

export const twoFactorApi = {
  /** A new pending secret for the caller (replacing an unconfirmed one). */
  setup: defineEndpoint({
    method: 'POST',
    path: '/auth/2fa/setup',
    response: TwoFactorSetupResponseSchema,
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/auth/2fa/enable',
    body: EnableTwoFactorBodySchema,
    response: EnableTwoFactorResponseSchema,
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/auth/2fa/disable',
    body: DisableTwoFactorBodySchema,
    response: MessageSchema,
  }),
  /** Admins: for a user who lost their authenticator and recovery codes. */
  reset: defineEndpoint({
    method: 'POST',
    path: '/users/:id/reset-2fa',
    params: IdParamsSchema,
    response: UserWithMessageSchema,
  }),
};
