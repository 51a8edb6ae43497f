import { z } from 'zod';
import { IdParamsSchema, MessageSchema, textSchema } from './common.js';
import {
  DepartmentSchema,
  EmailSchema,
  NameSchema,
  PasswordSchema,
  PhoneSchema,
  USER_MESSAGES,
  UserSchema,
} from './users.js';
import { defineEndpoint } from './endpoint.js';

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

export const BIO_MAX_LENGTH = 500;

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

export const ProfileBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phoneNumber: PhoneSchema,
  department: DepartmentSchema,
  bio: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    textSchema().trim().max(BIO_MAX_LENGTH, AUTH_MESSAGES.bioTooLong).optional(),
  ),
});
export type ProfileBody = z.infer<typeof ProfileBodySchema>;

export const ProfileResponseSchema = z.object({ user: UserSchema, message: z.string() });

export const ChangePasswordBodySchema = z.object({
  currentPassword: textSchema({ error: AUTH_MESSAGES.currentPasswordRequired })
    .min(1, AUTH_MESSAGES.currentPasswordRequired)
    .max(1024),
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const ChangePasswordResponseSchema = MessageSchema;

export const SessionSchema = z.object({
  _id: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  isCurrent: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;
export const SessionListSchema = z.object({ sessions: z.array(SessionSchema) });

export const ChangePasswordFormSchema = ChangePasswordBodySchema.extend({
  confirmNewPassword: textSchema(),
}).refine((form) => form.newPassword === form.confirmNewPassword, {
  message: USER_MESSAGES.passwordsDoNotMatch,
  path: ['confirmNewPassword'],
});
export type ChangePasswordForm = z.input<typeof ChangePasswordFormSchema>;

export const AVATAR_FIELD = 'avatar';

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
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/auth/profile',
    body: ProfileBodySchema,
    response: ProfileResponseSchema,
  }),
  uploadAvatar: defineEndpoint({
    method: 'PUT',
    path: '/auth/avatar',
    uploadField: AVATAR_FIELD,
    response: ProfileResponseSchema,
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/auth/change-password',
    body: ChangePasswordBodySchema,
    response: ChangePasswordResponseSchema,
  }),
  sessions: defineEndpoint({ method: 'GET', path: '/auth/sessions', response: SessionListSchema }),
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/auth/sessions/:id',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
};
