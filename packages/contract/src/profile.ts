import { z } from 'zod';
import { textKey } from './i18n/text-key.js';
import { SignedInUserSchema } from './auth.js';
import { IdParamsSchema, MessageSchema, textSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { LANGUAGES } from './languages.js';
import { TwoFactorCodeSchema } from './two-factor.js';
import { DepartmentSchema, EmailSchema, NameSchema, PasswordSchema, PhoneSchema } from './users.js';

/** The signed-in staff member's own account: details, picture, password and devices. */

export const BIO_MAX_LENGTH = 500;

export const ProfileBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phoneNumber: PhoneSchema,
  department: DepartmentSchema,
  bio: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    textSchema().trim().max(BIO_MAX_LENGTH, textKey('auth.bioTooLong')).optional(),
  ),
});
export type ProfileBody = z.infer<typeof ProfileBodySchema>;

/** The language menu (header) and Profile Settings save the staff member's language alone. */
export const LanguageBodySchema = z.object({
  language: z.enum(LANGUAGES, { error: textKey('common.languageInvalid') }),
});
export type LanguageBody = z.infer<typeof LanguageBodySchema>;

export const ProfileResponseSchema = z.object({ user: SignedInUserSchema, message: z.string() });

export const ChangePasswordBodySchema = z.object({
  currentPassword: textSchema({ error: textKey('auth.currentPasswordRequired') })
    .min(1, textKey('auth.currentPasswordRequired'))
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
  message: textKey('users.passwordsDoNotMatch'),
  path: ['confirmNewPassword'],
});
export type ChangePasswordForm = z.input<typeof ChangePasswordFormSchema>;

/**
 * How long one confirmation (or a sign-in) opens the dangerous actions: downloading a backup,
 * turning two-factor sign-in on or resetting another's, changing one's own sign-in e-mail and
 * another user's role. Outside it they answer CONFIRMATION_REQUIRED and the app asks again.
 */
export const CONFIRMATION_WINDOW_MINUTES = 5;

export const ConfirmIdentityBodySchema = z.object({
  password: textSchema({ error: textKey('common.passwordRequired') })
    .min(1, textKey('common.passwordRequired'))
    .max(1024),
  /** Required when the account has two-factor sign-in: a code from the app or a recovery code. */
  code: TwoFactorCodeSchema.optional(),
});
export type ConfirmIdentityBody = z.infer<typeof ConfirmIdentityBodySchema>;

export const ConfirmIdentityResponseSchema = z.object({ confirmedUntil: z.string() });

export const AVATAR_FIELD = 'avatar';

/** Everyone signed in manages their own account; the paths stay under /auth (spec §2). */
export const profileApi = {
  update: defineEndpoint({
    method: 'PUT',
    path: '/auth/profile',
    body: ProfileBodySchema,
    response: ProfileResponseSchema,
  }),
  language: defineEndpoint({
    method: 'PUT',
    path: '/auth/language',
    body: LanguageBodySchema,
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
  /** The password (and code) again, before a dangerous action: see CONFIRMATION_WINDOW_MINUTES. */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/auth/confirm',
    body: ConfirmIdentityBodySchema,
    response: ConfirmIdentityResponseSchema,
  }),
  sessions: defineEndpoint({ method: 'GET', path: '/auth/sessions', response: SessionListSchema }),
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/auth/sessions/:id',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
};
