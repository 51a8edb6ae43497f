import { z } from 'zod';
import { textKey } from './i18n/text-key.js';
import { MessageSchema, textSchema } from './common.js';
import { AUTH_PATHS, TOKEN_DELIVERY_COOKIE, TOKEN_DELIVERY_HEADER } from './auth-session.js';
import { defineEndpoint } from './endpoint.js';
import { TwoFactorCodeSchema } from './two-factor.js';
import { EmailSchema, UserSchema } from './users.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The default session length (refresh-token lifetime); admins change it in System Settings. */
export const REFRESH_TOKEN_TTL_DAYS = 14;

export {
  AUTH_MESSAGES,
  AUTH_PATHS,
  TOKEN_DELIVERY_COOKIE,
  TOKEN_DELIVERY_HEADER,
} from './auth-session.js';

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: textSchema({ error: textKey('common.passwordRequired') })
    .min(1, textKey('common.passwordRequired'))
    .max(1024),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const TokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z
    .string()
    .optional()
    .describe(
      `Absent when the request asked for cookie delivery (\`${TOKEN_DELIVERY_HEADER}: ${TOKEN_DELIVERY_COOKIE}\`): ` +
        'the browser then holds it in an HttpOnly cookie sent only to /auth/refresh and /auth/logout.',
    ),
});
export type Tokens = z.infer<typeof TokensSchema>;

/** The user as the signed-in person sees themselves. */
export const SignedInUserSchema = UserSchema.extend({
  /**
   * An admin without two-factor sign-in while the school requires it: until it is set up, the
   * server answers nothing but the setup (TWO_FACTOR_SETUP_REQUIRED) and the app shows only that.
   */
  twoFactorSetupRequired: z.boolean(),
  /**
   * The first administrator, still with the password printed at install: until they choose their
   * own, the server answers nothing but the password change (PASSWORD_CHANGE_REQUIRED).
   */
  passwordChangeRequired: z.boolean(),
});
export type SignedInUser = z.infer<typeof SignedInUserSchema>;

export const LoginResponseSchema = TokensSchema.extend({ user: SignedInUserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** The password was right and the account has two-factor sign-in: no tokens yet. */
export const TwoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Completes the sign-in at `POST /auth/login/2fa`, once, within five minutes. */
  challengeToken: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

export const LoginResultSchema = z.union([LoginResponseSchema, TwoFactorChallengeSchema]);
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const TwoFactorLoginBodySchema = z.object({
  challengeToken: textSchema().min(1).max(200),
  code: TwoFactorCodeSchema,
});
export type TwoFactorLoginBody = z.infer<typeof TwoFactorLoginBodySchema>;

const REFRESH_TOKEN_INPUT_NOTE =
  "The refresh token of an API client; without it, the one in the web app's cookie is used.";
export const RefreshBodySchema = z.object({
  refreshToken: textSchema().min(1).max(200).optional().describe(REFRESH_TOKEN_INPUT_NOTE),
});
export const LogoutBodySchema = z.object({
  refreshToken: textSchema().max(200).optional().describe(REFRESH_TOKEN_INPUT_NOTE),
});

export const MeResponseSchema = z.object({ user: SignedInUserSchema });

/** Signing in and out; the account itself is the profile feature's (`profileApi`). */
export const authApi = {
  login: defineEndpoint({
    method: 'POST',
    path: AUTH_PATHS.login,
    body: LoginBodySchema,
    response: LoginResultSchema,
  }),
  /** The second step: a code from the authenticator app, or a recovery code. */
  loginTwoFactor: defineEndpoint({
    method: 'POST',
    path: AUTH_PATHS.loginTwoFactor,
    body: TwoFactorLoginBodySchema,
    response: LoginResponseSchema,
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: AUTH_PATHS.refresh,
    body: RefreshBodySchema.nullish(),
    response: TokensSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: AUTH_PATHS.logout,
    body: LogoutBodySchema.nullish(),
    response: MessageSchema,
  }),
  me: defineEndpoint({ method: 'GET', path: AUTH_PATHS.me, response: MeResponseSchema }),
};
