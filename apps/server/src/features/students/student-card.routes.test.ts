import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { media } from '../../db/schema/media.js';
import { students } from '../../db/schema/students.js';
import sharp from 'sharp';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { MEDIA_MESSAGES } from '@rollcall/contract/media';
import { insertStudent } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { useTestApp } from '../../../test/test-app.js';
import { parseQrText } from '../../shared/qr-code.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });

const isValidFor = (text: string, id: string) => {
  const parsed = parseQrText(t.app.qrSecret, text);
  return parsed.kind === 'signed' && parsed.isSignatureValid && parsed.id === id;
};

test('GET /qr returns a 200 px PNG and a signed payload of the student', async () => {
  const student = await insertStudent(t.database.db, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    class: '11',
    section: 'C',
  });
  const { qrCodeImage, qrCodeData } = (
    await admin.request({ method: 'GET', url: `/api/students/${student.id}/qr` })
  ).json().data;
  expect(qrCodeImage).toMatch(/^data:image\/png;base64,/);
  const png = Buffer.from(qrCodeImage.split(',')[1], 'base64');
  expect((await sharp(png).metadata()).width).toBe(200);
  expect(JSON.parse(qrCodeData)).toMatchObject({
    studentId: student.studentId,
    id: student.id,
    name: 'Ada Lovelace',
    class: '11',
    section: 'C',
    type: 'attendance',
  });
  expect(isValidFor(qrCodeData, student.id)).toBe(true);
});

test('regenerating the QR makes the old code fail and the new one verify', async () => {
  const student = await insertStudent(t.database.db);
  const old = (await admin.request({ method: 'GET', url: `/api/students/${student.id}/qr` })).json()
    .data.qrCodeData;
  const regenerated = await admin.request({
    method: 'POST',
    url: `/api/students/${student.id}/regenerate-qr`,
  });
  expect(regenerated.statusCode).toBe(200);
  const fresh = regenerated.json().data.qrCodeData;
  expect(JSON.parse(fresh).v).toBe(JSON.parse(old).v + 1);
  // The signature is still genuine, but the version is superseded: the scan compares it.
  expect(isValidFor(fresh, student.id)).toBe(true);
  const [row] = await t.database.pool
    .query<{ qr_version: number }>('select qr_version from students where id = $1', [student.id])
    .then((r) => r.rows);
  expect(row?.qr_version).toBe(JSON.parse(fresh).v);
});

test('a ready-made qrCodeData stored on the student is what the card encodes', async () => {
  const student = await insertStudent(t.database.db, { qrCodeData: 'DISTRICT-CARD-000123' });
  const { qrCodeData } = (
    await admin.request({ method: 'GET', url: `/api/students/${student.id}/qr` })
  ).json().data;
  expect(qrCodeData).toBe('DISTRICT-CARD-000123');
});

test('a student photo is normalized, returned as photoUrl and served only under its token', async () => {
  const student = await insertStudent(t.database.db);
  const jpeg = await sharp({
    create: { width: 600, height: 900, channels: 3, background: '#884422' },
  })
    .jpeg()
    .toBuffer();
  const response = await admin.request({
    method: 'POST',
    url: `/api/students/${student.id}/upload-photo`,
    ...multipartBody('photo', 'kid.jpg', 'image/jpeg', jpeg),
  });
  expect(response.statusCode).toBe(200);
  const { student: updated, photoUrl } = response.json().data;
  expect(updated.photoUrl).toBe(photoUrl);
  const image = await t.app.inject({ method: 'GET', url: photoUrl });
  expect(image.statusCode).toBe(200);
  expect((await sharp(image.rawPayload).metadata()).width).toBe(256);
  // Guessing is hopeless: another token is a 404.
  expect(
    (
      await t.app.inject({
        method: 'GET',
        url: `${photoUrl.slice(0, -1)}${photoUrl.endsWith('A') ? 'B' : 'A'}`,
      })
    ).statusCode,
  ).toBe(404);
});

test("an archived student's photo is kept but no longer served by its link", async () => {
  const student = await insertStudent(t.database.db);
  const png = await sharp({
    create: { width: 40, height: 40, channels: 3, background: { r: 0, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  const uploaded = await admin.request({
    method: 'POST',
    url: `/api/students/${student.id}/upload-photo`,
    ...multipartBody('photo', 'kid.png', 'image/png', png),
  });
  const { photoUrl } = uploaded.json().data;
  expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(200);
  const archived = await admin.request({ method: 'DELETE', url: `/api/students/${student.id}` });
  expect(archived.statusCode).toBe(200);
  const after = await t.app.inject({ method: 'GET', url: photoUrl });
  expect(after.statusCode).toBe(404);
  expect(after.json()).toEqual({
    success: false,
    error: { code: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND },
  });
  // Kept for erasure to delete (or for the student's return), not deleted by archiving.
  const [kept] = await t.database.db
    .select({ photoMediaId: students.photoMediaId })
    .from(students)
    .where(eq(students.id, student.id));
  expect(kept?.photoMediaId).toEqual(expect.any(String));
  const [stored] = await t.database.db
    .select({ id: media.id })
    .from(media)
    .where(eq(media.id, kept?.photoMediaId ?? ''));
  expect(stored).toBeDefined();
});

test('photo uploads refuse other types, files over 5 MB and a wrong field name', async () => {
  const student = await insertStudent(t.database.db);
  const url = `/api/students/${student.id}/upload-photo`;
  const gif = await admin.request({
    method: 'POST',
    url,
    ...multipartBody('photo', 'a.gif', 'image/gif', Buffer.from('GIF89a')),
  });
  expect(gif.statusCode).toBe(415);
  expect(gif.json().error.message).toBe(MEDIA_MESSAGES.wrongType);
  const big = await admin.request({
    method: 'POST',
    url,
    ...multipartBody('photo', 'a.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 1)),
  });
  expect(big.statusCode).toBe(413);
  const wrongField = await admin.request({
    method: 'POST',
    url,
    ...multipartBody('picture', 'a.png', 'image/png', Buffer.alloc(10)),
  });
  expect(wrongField.statusCode).toBe(400);
  expect(wrongField.json().error.fields).toEqual({ photo: MEDIA_MESSAGES.fileRequired });
});
