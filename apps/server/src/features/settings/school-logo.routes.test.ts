import sharp from 'sharp';
import { expect, test } from 'vitest';
import { MEDIA_MESSAGES } from '@rollcall/contract/media';
import { SETTINGS_MESSAGES } from '@rollcall/contract/settings';
import { multipartBody } from '../../../test/multipart.js';
import { useTestApp, type SignedIn } from '../../../test/test-app.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });

/** A wide JPEG carrying EXIF data (an orientation and a camera make). */
const photoWithExif = () =>
  sharp({ create: { width: 1600, height: 800, channels: 3, background: '#1d4ed8' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'SpyCam', Copyright: 'Someone' } } })
    .toBuffer();

const upload = (data: Buffer, type = 'image/jpeg', field = 'logo') =>
  admin.request({
    method: 'POST',
    url: '/api/settings/logo',
    ...multipartBody(field, 'logo.jpg', type, data),
  });

const schoolInfo = async (who: SignedIn = admin) =>
  (await who.request({ method: 'GET', url: '/api/settings/school' })).json().data;

test('an uploaded logo is re-encoded as a PNG within 512 px, without EXIF, behind a signed link', async () => {
  expect((await schoolInfo()).logoUrl).toBeNull();
  const response = await upload(await photoWithExif());
  expect(response.statusCode).toBe(200);
  const { logoUrl, message } = response.json().data;
  expect(message).toBe(SETTINGS_MESSAGES.logoSaved);
  expect(logoUrl).toMatch(/^\/api\/settings\/logo\/[0-9a-f-]{36}\?expires=\d+&signature=/);

  const teacher = await t.signIn('teacher');
  const link = (await schoolInfo(teacher)).logoUrl as string;
  const image = await t.app.inject({ method: 'GET', url: link });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
  const metadata = await sharp(image.rawPayload).metadata();
  expect(metadata).toMatchObject({ format: 'png', width: 512, height: 256 });
  expect(metadata.exif).toBeUndefined();
  expect(image.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);

  const settings = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data;
  expect(settings.settings.hasLogo).toBe(true);
});

test('a changed, expired or unsigned logo link is refused, and the link of a replaced logo stops', async () => {
  const first = (await (await upload(await photoWithExif())).json()).data.logoUrl as string;
  const url = new URL(first, 'http://x');
  const tampered = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 60}&signature=${url.searchParams.get('signature')}`;
  expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(400);

  t.setNow(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
  const expired = await t.app.inject({ method: 'GET', url: first });
  expect(expired.statusCode).toBe(410);
  expect(expired.json().error.message).toBe(SETTINGS_MESSAGES.logoLinkExpired);
  t.setNow(undefined);

  const png = await sharp({
    create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  const second = await upload(png, 'image/png');
  expect(second.statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  const small = await t.app.inject({ method: 'GET', url: second.json().data.logoUrl });
  // Small logos are not blown up.
  expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 64, height: 64 });
});

test('logo uploads refuse other types, disguised files, an empty field and teachers', async () => {
  const text = await upload(Buffer.from('GIF89a not really'), 'image/gif');
  expect(text.statusCode).toBe(415);
  expect(text.json().error.message).toBe(MEDIA_MESSAGES.wrongType);

  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .gif()
    .toBuffer();
  const disguised = await upload(gif, 'image/png');
  expect(disguised.statusCode).toBe(415);
  expect(disguised.json().error.message).toBe(MEDIA_MESSAGES.wrongType);

  const garbage = await upload(Buffer.from('definitely not an image'), 'image/png');
  expect(garbage.statusCode).toBe(400);
  expect(garbage.json().error.message).toBe(MEDIA_MESSAGES.unreadable);

  const wrongField = await upload(await photoWithExif(), 'image/jpeg', 'photo');
  expect(wrongField.statusCode).toBe(400);
  expect(wrongField.json().error.fields).toEqual({ logo: MEDIA_MESSAGES.fileRequired });

  const teacher = await t.signIn('teacher');
  const refused = await teacher.request({
    method: 'POST',
    url: '/api/settings/logo',
    ...multipartBody('logo', 'logo.jpg', 'image/jpeg', await photoWithExif()),
  });
  expect(refused.statusCode).toBe(403);
  expect((await teacher.request({ method: 'DELETE', url: '/api/settings/logo' })).statusCode).toBe(
    403,
  );
  expect(
    (await teacher.request({ method: 'GET', url: '/api/settings/providers' })).statusCode,
  ).toBe(403);
});

test('an admin removes the logo; its link stops and the school has none', async () => {
  const { logoUrl } = (await upload(await photoWithExif())).json().data;
  const removed = await admin.request({ method: 'DELETE', url: '/api/settings/logo' });
  expect(removed.statusCode).toBe(200);
  expect(removed.json().data).toEqual({ logoUrl: null, message: SETTINGS_MESSAGES.logoRemoved });
  expect((await schoolInfo()).logoUrl).toBeNull();
  expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
});

test('the providers endpoint says what is configured, without secrets', async () => {
  const response = await admin.request({ method: 'GET', url: '/api/settings/providers' });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({
    email: { isConfigured: false, destination: null },
    sms: { isConfigured: false, destination: null },
    database: t.database.kind,
  });
});
