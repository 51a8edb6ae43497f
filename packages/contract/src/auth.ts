import { z } from 'zod';
import { MessageSchema, textSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { EmailSchema, UserSchema } from './users.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 14;

export const AUTH_MESSAGES = {
  welcome: 'Welcome Back',
  subtitle: 'Sign in to your admin dashboard',
  submit: 'Sign in to Dashboard',
  submitting: 'Signing in...',
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Current password is required',
  loginFailed: 'Login failed',
  networkError: 'Network error. Please check your internet connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  profileUpdated: 'Profile updated successfully!',
  passwordChanged: 'Password changed successfully. Please sign in again.',
  loggedOut: 'Signed out',
  bioTooLong: 'Bio must be at most 500 characters',
} as const;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: textSchema({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(1024),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const TokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof TokensSchema>;

export const LoginResponseSchema = TokensSchema.extend({ user: UserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RefreshBodySchema = z.object({ refreshToken: textSchema().min(1).max(200) });
export const LogoutBodySchema = z.object({ refreshToken: textSchema().max(200).optional() });

export const MeResponseSchema = z.object({ user: UserSchema });

/** Signing in and out; the account itself is the profile feature's (`profileApi`). */
export const authApi = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    body: LoginBodySchema,
    response: LoginResponseSchema,
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/auth/refresh',
    body: RefreshBodySchema,
    response: TokensSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    body: LogoutBodySchema.nullish(),
    response: MessageSchema,
  }),
  me: defineEndpoint({ method: 'GET', path: '/auth/me', response: MeResponseSchema }),
};
