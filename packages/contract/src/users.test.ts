import { COMMON_MESSAGES } from './common.js';
import { expect, test } from 'vitest';
import {
  CreateUserFormSchema,
  UpdateUserBodySchema,
  USER_MESSAGES,
  UpdateUserFormSchema,
} from './users.js';
import { LoginBodySchema } from './auth.js';
import { ChangePasswordFormSchema } from './profile.js';
import { renderMessage } from './i18n/render.js';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? [])
      .reverse()
      .map((issue) => [issue.path.join('.'), renderMessage(issue.message, 'en')]),
  );

const validForm = {
  name: 'Ada Lovelace',
  email: 'ada@school.test',
  role: 'teacher',
  isActive: true,
  password: 'Secret1x',
  confirmPassword: 'Secret1x',
};

test('the user form accepts a valid user and normalizes the e-mail', () => {
  const parsed = CreateUserFormSchema.parse({ ...validForm, email: '  Ada@School.TEST ' });
  expect(parsed.email).toBe('ada@school.test');
});

test('the user form gives the spec message for each rule', () => {
  const first = (override: Record<string, unknown>) =>
    messagesOf(CreateUserFormSchema.safeParse({ ...validForm, ...override }));
  expect(first({ name: '   ' }).name).toBe(USER_MESSAGES.nameRequired);
  expect(first({ name: ' A ' }).name).toBe(USER_MESSAGES.nameTooShort);
  expect(first({ email: '' }).email).toBe(USER_MESSAGES.emailRequired);
  expect(first({ email: 'ada@school' }).email).toBe(COMMON_MESSAGES.emailInvalid);
  expect(first({ password: 'Ab1', confirmPassword: 'Ab1' }).password).toBe(
    USER_MESSAGES.passwordTooShort,
  );
  expect(first({ password: 'abcdefg1', confirmPassword: 'abcdefg1' }).password).toBe(
    USER_MESSAGES.passwordWeak,
  );
  expect(first({ password: 'ABCDEFG1', confirmPassword: 'ABCDEFG1' }).password).toBe(
    USER_MESSAGES.passwordWeak,
  );
  expect(first({ password: 'Abcdefgh', confirmPassword: 'Abcdefgh' }).password).toBe(
    USER_MESSAGES.passwordWeak,
  );
  expect(first({ confirmPassword: 'Other1xx' }).confirmPassword).toBe(
    USER_MESSAGES.passwordsDoNotMatch,
  );
  expect(first({ phoneNumber: '555-CALL' }).phoneNumber).toBe(COMMON_MESSAGES.phoneInvalid);
});

test('a password is required on create and optional on edit', () => {
  expect(
    messagesOf(CreateUserFormSchema.safeParse({ ...validForm, password: '', confirmPassword: '' }))
      .password,
  ).toBe(COMMON_MESSAGES.passwordRequired);
  const edit = UpdateUserFormSchema.safeParse({ ...validForm, password: '', confirmPassword: '' });
  expect(edit.success).toBe(true);
  expect(UpdateUserBodySchema.parse({ ...validForm, password: '' }).password).toBeUndefined();
});

test('phone and department are trimmed and omitted when empty; role and status default', () => {
  const parsed = UpdateUserBodySchema.parse({
    name: 'Ada Lovelace',
    email: 'ada@school.test',
    phoneNumber: '  ',
    department: ' Science ',
  });
  expect(parsed).toMatchObject({ role: 'teacher', isActive: true, department: 'Science' });
  expect(parsed.phoneNumber).toBeUndefined();
  expect(
    UpdateUserBodySchema.parse({ ...validForm, phoneNumber: ' +1 (555) 010-2000 ' }).phoneNumber,
  ).toBe('+1 (555) 010-2000');
});

test('login needs both fields', () => {
  const messages = messagesOf(LoginBodySchema.safeParse({ email: '', password: '' }));
  expect(messages).toEqual({
    email: USER_MESSAGES.emailRequired,
    password: 'Password is required',
  });
});

test('the change-password form applies the strength rules and the confirmation', () => {
  const base = {
    currentPassword: 'Old1pass',
    newPassword: 'New1pass',
    confirmNewPassword: 'New1pass',
  };
  expect(ChangePasswordFormSchema.safeParse(base).success).toBe(true);
  expect(
    messagesOf(
      ChangePasswordFormSchema.safeParse({
        ...base,
        newPassword: 'weakpass',
        confirmNewPassword: 'weakpass',
      }),
    ).newPassword,
  ).toBe(USER_MESSAGES.passwordWeak);
  expect(
    messagesOf(ChangePasswordFormSchema.safeParse({ ...base, confirmNewPassword: 'x' }))
      .confirmNewPassword,
  ).toBe(USER_MESSAGES.passwordsDoNotMatch);
});
