import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { expect, test } from 'vitest';
import sharp from 'sharp';
import { AUTH_MESSAGES } from '@rollcall/contract/auth';
import { MEDIA_MESSAGES } from '@rollcall/contract/media';
import { USER_MESSAGES } from '@rollcall/contract/users';
import { DEFAULT_PASSWORD } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { useTestApp } from '../../../test/test-app.js';

const { t } = useTestApp();

test('PUT /auth/profile saves the profile and returns the user with the message', async () => {
  const me = await t.signIn('teacher');
  const response = await me.request({
    method: 'PUT',
    url: '/api/auth/profile',
    payload: {
      name: ' Grace Hopper ',
      email: 'GRACE@school.test',
      phoneNumber: '+1 (555) 010-2000',
      department: 'Maths',
      bio: 'Teaches.',
    },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({
    message: AUTH_MESSAGES.profileUpdated,
    user: expect.objectContaining({
      name: 'Grace Hopper',
      email: 'grace@school.test',
      department: 'Maths',
      bio: 'Teaches.',
      role: 'teacher',
    }),
  });
});

test('the profile cannot change the role, and validates like the user form', async () => {
  const me = await t.signIn('teacher');
  const response = await me.request({
    method: 'PUT',
    url: '/api/auth/profile',
    payload: { name: 'X', email: 'bad', role: 'admin', bio: 'b'.repeat(501) },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().error.fields).toEqual({
    name: USER_MESSAGES.nameTooShort,
    email: COMMON_MESSAGES.emailInvalid,
    bio: AUTH_MESSAGES.bioTooLong,
  });
  const ok = await me.request({
    method: 'PUT',
    url: '/api/auth/profile',
    payload: { name: 'Still Teacher', email: me.user.email, role: 'admin' },
  });
  expect(ok.json().data.user.role).toBe('teacher');
});

test("the profile cannot take another user's e-mail", async () => {
  const other = await t.signIn('teacher');
  const me = await t.signIn('teacher');
  const response = await me.request({
    method: 'PUT',
    url: '/api/auth/profile',
    payload: { name: 'Me Myself', email: other.user.email },
  });
  expect(response.statusCode).toBe(409);
});

test('changing the password needs the current one and signs out the other sessions', async () => {
  const me = await t.signIn('teacher');
  const otherDevice = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: me.user.email, password: DEFAULT_PASSWORD },
  });
  const otherToken = otherDevice.json().data.accessToken;

  const wrong = await me.request({
    method: 'PUT',
    url: '/api/auth/change-password',
    payload: { currentPassword: 'Nope1234', newPassword: 'Brand1new' },
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().error.fields.currentPassword).toBe('Current password is incorrect.');

  const weak = await me.request({
    method: 'PUT',
    url: '/api/auth/change-password',
    payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'weak' },
  });
  expect(weak.json().error.fields.newPassword).toBe(USER_MESSAGES.passwordTooShort);

  const ok = await me.request({
    method: 'PUT',
    url: '/api/auth/change-password',
    payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Brand1new' },
  });
  expect(ok.statusCode).toBe(200);
  expect((await me.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  const other = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(other.statusCode).toBe(401);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: me.user.email, password: 'Brand1new' },
  });
  expect(login.statusCode).toBe(200);
});

test('sessions are listed and another one can be signed out', async () => {
  const me = await t.signIn('teacher');
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: me.user.email, password: DEFAULT_PASSWORD },
    headers: { 'user-agent': 'Phone' },
  });
  const list = (await me.request({ method: 'GET', url: '/api/auth/sessions' })).json().data
    .sessions;
  expect(list).toHaveLength(2);
  const phone = list.find((session: { isCurrent: boolean }) => !session.isCurrent);
  expect(phone.userAgent).toBe('Phone');
  const signedOut = await me.request({
    method: 'DELETE',
    url: `/api/auth/sessions/${phone._id}`,
    headers: { 'accept-language': 'es' },
  });
  expect(signedOut.statusCode).toBe(200);
  expect(signedOut.json().data.message).toBe('Sesión cerrada');
  expect(
    (await me.request({ method: 'GET', url: '/api/auth/sessions' })).json().data.sessions,
  ).toHaveLength(1);

  const stranger = await t.signIn('teacher');
  const current = list.find((session: { isCurrent: boolean }) => session.isCurrent);
  const refused = await stranger.request({
    method: 'DELETE',
    url: `/api/auth/sessions/${current._id}`,
    headers: { 'accept-language': 'fr' },
  });
  expect(refused.statusCode).toBe(404);
  expect(refused.json().error).toEqual({ code: 'NOT_FOUND', message: 'Session introuvable' });
});

test('an avatar upload is normalized to a small square and served only under its token', async () => {
  const me = await t.signIn('teacher');
  const png = await sharp({
    create: { width: 800, height: 400, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer();
  const upload = multipartBody('avatar', 'me.png', 'image/png', png);
  const response = await me.request({ method: 'PUT', url: '/api/auth/avatar', ...upload });
  expect(response.statusCode).toBe(200);
  const avatarUrl: string = response.json().data.user.avatarUrl;
  expect(avatarUrl).toMatch(/^\/api\/media\/[A-Za-z0-9_-]{32}$/);
  // GET /auth/me (its own prepared query) answers with the very same user, avatar included.
  const signedInUser = (await me.request({ method: 'GET', url: '/api/auth/me' })).json().data.user;
  expect(signedInUser).toEqual(response.json().data.user);

  const image = await t.app.inject({ method: 'GET', url: avatarUrl });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/webp');
  const meta = await sharp(image.rawPayload).metadata();
  expect([meta.width, meta.height]).toEqual([256, 256]);
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/media/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }))
      .statusCode,
  ).toBe(404);
});

test('an avatar that is not an image, or too large, is refused with a clear message', async () => {
  const me = await t.signIn('teacher');
  const text = multipartBody('avatar', 'notes.txt', 'text/plain', Buffer.from('hello'));
  const wrongType = await me.request({ method: 'PUT', url: '/api/auth/avatar', ...text });
  expect(wrongType.statusCode).toBe(415);
  expect(wrongType.json().error.message).toBe(MEDIA_MESSAGES.wrongType);

  const fake = multipartBody('avatar', 'fake.png', 'image/png', Buffer.from('not really a png'));
  expect(
    (await me.request({ method: 'PUT', url: '/api/auth/avatar', ...fake })).json().error.message,
  ).toBe(MEDIA_MESSAGES.unreadable);

  const huge = multipartBody('avatar', 'big.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10));
  const tooLarge = await me.request({ method: 'PUT', url: '/api/auth/avatar', ...huge });
  expect(tooLarge.statusCode).toBe(413);
  expect(tooLarge.json().error.message).toBe(MEDIA_MESSAGES.tooLarge);

  const none = await me.request({ method: 'PUT', url: '/api/auth/avatar', payload: {} });
  expect(none.statusCode).toBe(400);
});
