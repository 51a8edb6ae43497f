import { createHmac, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import { z } from 'zod';

/** What a student's card encodes: the spec's payload plus a version and a signature. */
export type QrPayload = {
  studentId: string;
  id: string;
  name: string;
  class: string;
  section: string;
  type: 'attendance';
  timestamp: string;
  v: number;
  sig: string;
};

type QrStudent = {
  id: string;
  studentId: string;
  firstName: string;
  lastName: string;
  class: string;
  section: string;
  qrVersion: number;
};

type SignedFields = Omit<QrPayload, 'sig' | 'type'>;

/** Every field is signed: any edit to a printed code makes it fail. */
const sign = (secret: string, fields: SignedFields) =>
  createHmac('sha256', secret)
    .update(
      [
        'rollcall-qr',
        fields.id,
        fields.studentId,
        fields.name,
        fields.class,
        fields.section,
        fields.timestamp,
        fields.v,
      ].join('|'),
    )
    .digest('base64url')
    .slice(0, 32);

export function buildQrPayload(secret: string, student: QrStudent, now = new Date()): string {
  const fields: SignedFields = {
    studentId: student.studentId,
    id: student.id,
    name: `${student.firstName} ${student.lastName}`,
    class: student.class,
    section: student.section,
    timestamp: now.toISOString(),
    v: student.qrVersion,
  };
  const payload: QrPayload = { ...fields, type: 'attendance', sig: sign(secret, fields) };
  return JSON.stringify(payload);
}

const SignedPayloadSchema = z.object({
  id: z.string().max(64),
  studentId: z.string().max(64),
  name: z.string().max(300),
  class: z.string().max(10),
  section: z.string().max(10),
  timestamp: z.string().max(40),
  type: z.literal('attendance'),
  v: z.number().int().positive(),
  sig: z.string().max(64),
});

export type ParsedQr =
  | { kind: 'signed'; id: string; studentId: string; version: number; isSignatureValid: boolean }
  | { kind: 'other'; text: string };

/** The fields of text shaped as a Rollcall payload (signature unchecked), else undefined. */
function signedFieldsOf(text: string) {
  // A typed student ID is the common case at the gate: a failed JSON.parse builds an exception.
  if (!text.trimStart().startsWith('{')) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = SignedPayloadSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Whether text is shaped as a Rollcall payload: a scan reads it as a card, never as a school's
 * ready-made code, so such text is not stored as one.
 */
export const isRollcallPayload = (text: string) => signedFieldsOf(text) !== undefined;

/**
 * Reads scanned text. A Rollcall payload comes back with its signature checked (a forged or edited
 * code fails); anything else is returned as text, to be matched against a ready-made code or a
 * typed student ID.
 */
export function parseQrText(secret: string, text: string): ParsedQr {
  const fields = signedFieldsOf(text);
  if (!fields) return { kind: 'other', text };
  const { id, studentId, v, sig } = fields;
  const expected = Buffer.from(sign(secret, fields));
  const given = Buffer.from(sig);
  const isSignatureValid = expected.length === given.length && timingSafeEqual(expected, given);
  return { kind: 'signed', id, studentId, version: v, isSignatureValid };
}

/** 200 px wide, margin 2, black on white (spec §9). */
export const qrImageDataUrl = (data: string) =>
  QRCode.toDataURL(data, { width: 200, margin: 2, color: { dark: '#000000', light: '#ffffff' } });
