import { z } from 'zod';
import { messageTemplate } from './i18n/message-template.js';
import { textKey } from './i18n/text-key.js';
import { LANGUAGES } from './languages.js';
import {
  EMAIL_PATTERN,
  IdParamsSchema,
  IdSchema,
  listFilterFields,
  MessageSchema,
  optionalTrimmed,
  pageQuery,
  paginationSchema,
  PHONE_PATTERN,
  SortOrderSchema,
  textSchema,
} from './common.js';
import { RoleSchema } from './roles.js';
import { defineEndpoint } from './endpoint.js';

export const USERS_PAGE_SIZE = 10;
export const NAME_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const USER_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordWeak:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordCommon: 'This password is one of the most common ones. Choose another.',
  passwordShorterThanSchool: messageTemplate(
    'This school requires passwords of at least {{min}} characters',
    'min',
  ),
  created: 'User created successfully!',
  updated: 'User updated successfully!',
  deleted: 'User deleted successfully!',
  statusUpdated: 'User status updated successfully!',
  accessDenied: "Access Denied - You don't have permission to access user management.",
  schoolsRequired: 'Choose at least one school',
  schoolUnknown: 'One of the schools does not exist',
  schoolTwice: 'Each school can be listed once',
  districtAdminOnly: 'Only a district administrator can make or unmake district administrators',
  otherSchools:
    'This account also works at other schools: only a district administrator can change it',
  loading: 'Loading users...',
  empty: 'No users found',
} as const;

export const NameSchema = textSchema({ error: textKey('users.nameRequired') })
  .trim()
  .min(1, textKey('users.nameRequired'))
  .min(NAME_MIN_LENGTH, textKey('users.nameTooShort'))
  .max(100, textKey('common.nameTooLong'));

export const EmailSchema = textSchema({ error: textKey('users.emailRequired') })
  .trim()
  .toLowerCase()
  .min(1, textKey('users.emailRequired'))
  .max(254, textKey('common.emailInvalid'))
  .regex(EMAIL_PATTERN, textKey('common.emailInvalid'));

export const PasswordSchema = textSchema({ error: textKey('common.passwordRequired') })
  .min(1, textKey('common.passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, textKey('users.passwordTooShort'))
  .max(PASSWORD_MAX_LENGTH, textKey('users.passwordTooLong'))
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, textKey('users.passwordWeak'));

export const PhoneSchema = optionalTrimmed(
  textSchema()
    .max(30, textKey('common.phoneInvalid'))
    .regex(PHONE_PATTERN, textKey('common.phoneInvalid'))
    .optional(),
);

export const DepartmentSchema = optionalTrimmed(
  textSchema().max(100, textKey('common.departmentTooLong')).optional(),
);

/** A school the account works at, and its role there (issue 41). */
export const SchoolRoleSchema = z.object({ schoolId: IdSchema, role: RoleSchema });
export type SchoolRole = z.infer<typeof SchoolRoleSchema>;

export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /**
   * The role at the school the request acts on (a district administrator is an administrator at
   * every school); with no school named, the account's highest role.
   */
  role: RoleSchema,
  /** Administers every school of the district and the district's own settings. */
  isDistrictAdmin: z.boolean(),
  /** The schools the account works at, and as what. */
  schools: z.array(SchoolRoleSchema),
  phoneNumber: z.string().optional(),
  department: z.string().optional(),
  bio: z.string().optional(),
  /** Unguessable URL of the profile picture; absent when none was uploaded. */
  avatarUrl: z.string().optional(),
  isActive: z.boolean(),
  /** Signs in with a second step (an authenticator code). */
  twoFactorEnabled: z.boolean(),
  /** Signs in only through a sign-in provider; its password, if any, is refused (issue 42). */
  ssoOnly: z.boolean(),
  /** Has a password: an account made by a provider sign-in or the roster has none until set. */
  hasPassword: z.boolean(),
  /** Made and kept up to date by the OneRoster import (a staff member of the SIS). */
  fromRoster: z.boolean(),
  /** The language the staff member chose for the screens and the server's messages; null: none. */
  language: z.enum(LANGUAGES).nullable(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

const SchoolRolesSchema = z
  .array(SchoolRoleSchema)
  .max(1000)
  .refine(
    (entries) =>
      new Set(entries.map((entry) => entry.schoolId.toLowerCase())).size === entries.length,
    textKey('users.schoolTwice'),
  );

const userBodyFields = {
  name: NameSchema,
  email: EmailSchema,
  /** The role at the school the request acts on, when `schools` is not given. */
  role: RoleSchema.default('teacher'),
  /** Every school the account works at, and its role at each: in place of `role` (issue 41). */
  schools: SchoolRolesSchema.optional(),
  /** District administrators only; by default, an administrator of a one-school district is one. */
  isDistrictAdmin: z.boolean().optional(),
  phoneNumber: PhoneSchema,
  department: DepartmentSchema,
  isActive: z.boolean().default(true),
  /** Signs in only through a sign-in provider (never an administrator: theirs is the way in). */
  ssoOnly: z.boolean().optional(),
};

const optionalPassword = z.preprocess(
  (value) => (value === '' ? undefined : value),
  PasswordSchema.optional(),
);

/** Blank password on create is a missing password, unless the account signs in only by provider. */
const createUserFields = { ...userBodyFields, password: optionalPassword };
const passwordUnlessSsoOnly = [
  (body: { ssoOnly?: boolean | undefined; password?: string | undefined }) =>
    body.ssoOnly === true || body.password !== undefined,
  { message: textKey('common.passwordRequired'), path: ['password'] },
] as const satisfies [unknown, { message: string; path: ['password'] }];
export const CreateUserBodySchema = z.object(createUserFields).refine(...passwordUnlessSsoOnly);
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

/** Blank password on edit keeps the current one. */
export const UpdateUserBodySchema = z.object({ ...userBodyFields, password: optionalPassword });
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

export const USER_SORT_FIELDS = [
  'name',
  'email',
  'role',
  'isActive',
  'lastLogin',
  'createdAt',
] as const;

export const ListUsersQuerySchema = z.object({
  ...pageQuery(USERS_PAGE_SIZE, 100),
  role: RoleSchema.optional(),
  ...listFilterFields,
  sortBy: z.enum(USER_SORT_FIELDS).default('createdAt'),
  sortOrder: SortOrderSchema.default('desc'),
});
export type ListUsersQuery = z.infer<typeof ListUsersQuerySchema>;

export const UserPaginationSchema = paginationSchema('totalUsers');
export type UserPagination = z.infer<typeof UserPaginationSchema>;

export const UserListSchema = z.object({
  users: z.array(UserSchema),
  pagination: UserPaginationSchema,
});
export type UserList = z.infer<typeof UserListSchema>;

export const UserStatsSchema = z.object({
  totalUsers: z.number(),
  totalActive: z.number(),
  totalInactive: z.number(),
  byRole: z.array(z.object({ _id: RoleSchema, count: z.number() })),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

export const UserWithMessageSchema = z.object({ user: UserSchema, message: z.string() });

const passwordsMatch = (form: { password?: string; confirmPassword?: string }) =>
  (form.password ?? '') === (form.confirmPassword ?? '');
const confirmation = { message: textKey('users.passwordsDoNotMatch'), path: ['confirmPassword'] };

/** The web forms add a confirmation the server never sees. */
export const CreateUserFormSchema = z
  .object({ ...createUserFields, confirmPassword: textSchema().optional() })
  .refine(...passwordUnlessSsoOnly)
  .refine(passwordsMatch, confirmation);
export type CreateUserForm = z.input<typeof CreateUserFormSchema>;

export const UpdateUserFormSchema = UpdateUserBodySchema.extend({
  confirmPassword: textSchema().optional(),
}).refine(passwordsMatch, confirmation);
export type UpdateUserForm = z.input<typeof UpdateUserFormSchema>;

export const UserResponseSchema = z.object({ user: UserSchema });

/** Staff accounts: admins only. */
export const usersApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/users',
    query: ListUsersQuerySchema,
    response: UserListSchema,
  }),
  stats: defineEndpoint({ method: 'GET', path: '/users/stats', response: UserStatsSchema }),
  get: defineEndpoint({
    method: 'GET',
    path: '/users/:id',
    params: IdParamsSchema,
    response: UserResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/users',
    body: CreateUserBodySchema,
    response: UserWithMessageSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/users/:id',
    params: IdParamsSchema,
    body: UpdateUserBodySchema,
    response: UserWithMessageSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/users/:id',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
  toggleStatus: defineEndpoint({
    method: 'PUT',
    path: '/users/:id/toggle-status',
    params: IdParamsSchema,
    response: UserWithMessageSchema,
  }),
};
