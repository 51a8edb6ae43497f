import { expect, test } from 'vitest';
import { buildQrPayload, parseQrText, qrImageDataUrl } from './qr-code.js';

const secret = 'test-secret-for-qr-codes-0123456789';
const student = {
  id: '6f1c1c52-4a8e-4a43-9d5e-2f0a3b7c9d11',
  studentId: 'S-1001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  class: '10',
  section: 'B',
  qrVersion: 3,
};

test('a freshly built payload carries the spec fields and verifies', () => {
  const text = buildQrPayload(secret, student, new Date('2026-09-01T12:00:00Z'));
  expect(JSON.parse(text)).toMatchObject({
    studentId: 'S-1001',
    id: student.id,
    name: 'Ada Lovelace',
    class: '10',
    section: 'B',
    type: 'attendance',
    timestamp: '2026-09-01T12:00:00.000Z',
    v: 3,
  });
  expect(parseQrText(secret, text)).toEqual({
    kind: 'signed',
    id: student.id,
    studentId: 'S-1001',
    version: 3,
    isSignatureValid: true,
  });
});

test('an edited payload fails verification', () => {
  const payload = JSON.parse(buildQrPayload(secret, student));
  for (const edit of [
    { id: '00000000-0000-4000-8000-000000000000' },
    { studentId: 'S-9999' },
    { name: 'Someone Else' },
    { class: '12' },
    { timestamp: '2030-01-01T00:00:00.000Z' },
    { v: 4 },
    { sig: 'A'.repeat(32) },
  ]) {
    const parsed = parseQrText(secret, JSON.stringify({ ...payload, ...edit }));
    expect(parsed.kind === 'signed' && parsed.isSignatureValid, JSON.stringify(edit)).toBe(false);
  }
});

test('a payload signed with another secret fails', () => {
  const forged = buildQrPayload('some-other-secret-entirely-000000', student);
  const parsed = parseQrText(secret, forged);
  expect(parsed.kind === 'signed' && parsed.isSignatureValid).toBe(false);
});

test('text that is not a Rollcall payload comes back as text', () => {
  expect(parseQrText(secret, 'S-1001')).toEqual({ kind: 'other', text: 'S-1001' });
  expect(parseQrText(secret, '{"type":"badge"}')).toEqual({
    kind: 'other',
    text: '{"type":"badge"}',
  });
});

test('the QR image is a PNG data URL', async () => {
  expect(await qrImageDataUrl('hello')).toMatch(/^data:image\/png;base64,/);
});
