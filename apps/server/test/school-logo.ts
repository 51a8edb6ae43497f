import sharp from 'sharp';
import { expect } from 'vitest';
import { multipartBody } from './multipart.js';
import type { SignedIn } from './test-app.js';

/** Uploads a plain PNG of `colour` as the school's logo through the API, as an admin would. */
export async function uploadSchoolLogo(admin: SignedIn, colour: string) {
  const logo = await sharp({ create: { width: 200, height: 100, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const uploaded = await admin.request({
    method: 'POST',
    url: '/api/settings/logo',
    ...multipartBody('logo', 'logo.png', 'image/png', logo),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
}
