import { z } from 'zod';
import { textKey } from './i18n/text-key.js';
import { AttendanceStudentSchema } from './attendance.js';
import { IdParamsSchema, MessageSchema, textSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { messageTemplate } from './i18n/message-template.js';

/**
 * Gate kiosk (issue 14): paired scanning stations with a `gate` credential that can scan, read the
 * day's count at its location and read its own record, and nothing else.
 */

export const GATE_MODES = ['check-in', 'check-out'] as const;
export const GateModeSchema = z.enum(GATE_MODES);
export type GateMode = z.infer<typeof GateModeSchema>;
export const GATE_MODE_LABELS: Record<GateMode, string> = {
  'check-in': 'Check-in',
  'check-out': 'Check-out (dismissal)',
};

/** A pairing code is good for this long after it is made (issue 14: 15 minutes). */
export const PAIRING_CODE_TTL_MINUTES = 15;
/** Unambiguous letters and digits (no 0/O, 1/I/L): read off a screen and typed on a tablet. */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;
/** Bearer credentials of gate devices start with this, so the server tells them from staff tokens. */
export const GATE_CREDENTIAL_PREFIX = 'rcgate.';
export { GATE_CREDENTIAL_HEADER, GATE_PAIR_PATH } from './gate-kiosk.js';
export const GATE_CREDENTIAL_ROTATE_HOURS = 24;
export const GATE_CREDENTIAL_OVERLAP_MINUTES = 10;
/**
 * How far ahead of the server's clock a device's `scannedAt` may be (its clock drifts), and the
 * longest a device may take to send a scan made online.
 */
export const GATE_CLOCK_SKEW_SECONDS = 120;

const CHECKED_OUT = 'Check-out recorded for {{name}}';
const EARLY_LEAVE = 'Early leave (before {{time}})';
const WITHOUT_CHECK_IN = 'No check-in today: staff have been flagged';

export const GATE_MESSAGES = {
  accessDenied: "Access Denied - You don't have permission to manage gate devices.",
  nameRequired: 'Please enter a device name',
  locationRequired: 'Please enter a location',
  created: 'Gate device created. Pair it within 15 minutes.',
  revoked: 'Gate device removed. It can no longer scan.',
  newPairingCode: 'New pairing code made. Pair the device within 15 minutes.',
  codeRequired: 'Please enter the pairing code',
  paired: messageTemplate('This device is now the gate "{{name}}"', 'name'),
  gateOnly: 'A gate device can only scan and read its own count.',
  clientScanIdRequired: 'Each scan needs its own id',
  checkedIn: messageTemplate('{{name}} checked in', 'name'),
  checkedOut: messageTemplate(CHECKED_OUT, 'name'),
  // A check-out and what staff should know of it, each as one text, so it is translated whole.
  checkedOutEarly: messageTemplate(`${CHECKED_OUT}. ${EARLY_LEAVE}`, 'name', 'time'),
  checkedOutWithoutCheckIn: messageTemplate(`${CHECKED_OUT}. ${WITHOUT_CHECK_IN}`, 'name'),
  checkedOutEarlyWithoutCheckIn: messageTemplate(
    `${CHECKED_OUT}. ${EARLY_LEAVE}. ${WITHOUT_CHECK_IN}`,
    'name',
    'time',
  ),
  alreadyCheckedOut: messageTemplate(
    '{{name}} already checked out today at {{time}}',
    'name',
    'time',
  ),
  /** A gate device takes only the signed QR code, unless the school allows plain numbers. */
  plainCodeRefused:
    'This barcode or number is not accepted at the gate. Scan the QR code on the card, or see the office.',
  /** A card of another school of the district (issue 41), at this school's gate. */
  otherSchool: messageTemplate('This card belongs to {{school}}', 'school'),
  /** The same when the first check-out's time cannot be read. */
  alreadyCheckedOutEarlier: messageTemplate('{{name}} already checked out today', 'name'),
} as const;

const NameSchema = textSchema({ error: textKey('gate.nameRequired') })
  .trim()
  .min(1, textKey('gate.nameRequired'))
  .max(80);
const LocationSchema = textSchema({ error: textKey('gate.locationRequired') })
  .trim()
  .min(1, textKey('gate.locationRequired'))
  .max(100);

export const CreateGateDeviceBodySchema = z.object({
  name: NameSchema,
  location: LocationSchema,
  mode: GateModeSchema.default('check-in'),
});
export type CreateGateDeviceBody = z.infer<typeof CreateGateDeviceBodySchema>;

export const GateDeviceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  location: z.string(),
  mode: GateModeSchema,
  /** When the device was paired; null while it waits for its pairing code. */
  pairedAt: z.string().nullable(),
  /** Until when the current pairing code works; null once paired. */
  pairingExpiresAt: z.string().nullable(),
  /** The device's last request. */
  lastSeenAt: z.string().nullable(),
  /** Scans recorded through this device today (school time zone). */
  scansToday: z.number(),
  createdAt: z.string(),
});
export type GateDevice = z.infer<typeof GateDeviceSchema>;

export const GateDevicePairingSchema = z.object({
  device: GateDeviceSchema,
  /** Shown once: only its hash is kept. */
  pairingCode: z.string(),
  /** The web path to open on the device (the code in its query). */
  pairingPath: z.string(),
  expiresAt: z.string(),
  message: z.string(),
});

export const PairGateDeviceBodySchema = z.object({
  code: textSchema({ error: textKey('gate.codeRequired') })
    .trim()
    .min(1, textKey('gate.codeRequired'))
    .max(40)
    // Typed codes: any case, spaces or dashes between groups.
    .transform((code) => code.replace(/[\s-]/g, '').toUpperCase()),
});

export const GateCredentialSchema = z.object({
  /** The device's bearer credential; shown once, kept hashed. */
  credential: z.string(),
  device: GateDeviceSchema,
  message: z.string(),
});

export const GateScanBodySchema = z.object({
  code: textSchema({ error: textKey('common.scanCard') })
    .trim()
    .min(1, textKey('common.scanCard'))
    .max(4000, textKey('common.codeTooLong')),
  /** When the device read the card; defaults to the server's time of arrival. */
  scannedAt: z.iso.datetime({ offset: true, error: textKey('common.dateTimeFormat') }).optional(),
  /** Made by the device for this scan: a replay with the same id answers as the first time. */
  clientScanId: z.uuid({ error: textKey('gate.clientScanIdRequired') }),
  /** Staff scanning at a gate choose the mode; a device uses its own. */
  mode: GateModeSchema.optional(),
});
export type GateScanBody = z.infer<typeof GateScanBodySchema>;

export const GATE_OUTCOMES = [
  'on-time',
  'late',
  'already-checked-in',
  'checked-out',
  'checked-out-early',
  'already-checked-out',
] as const;
export const GateOutcomeSchema = z.enum(GATE_OUTCOMES);
export type GateOutcome = z.infer<typeof GateOutcomeSchema>;

/** A recorded (or already recorded) scan; refusals are errors in the envelope. */
export const GateScanResultSchema = z.object({
  outcome: GateOutcomeSchema,
  message: z.string(),
  student: AttendanceStudentSchema.extend({ photoUrl: z.string().optional() }),
  /** The time the scan counts for (the device's `scannedAt` when given). */
  scannedAt: z.string(),
  minutesLate: z.number(),
  /** Check-out only: no check-in today. */
  withoutCheckIn: z.boolean(),
  clientScanId: z.string(),
});
export type GateScanResult = z.infer<typeof GateScanResultSchema>;

export const GateTodaySchema = z.object({
  date: z.string(),
  location: z.string().nullable(),
  /** Check-ins (or check-outs, for a check-out gate) recorded at this location today. */
  count: z.number(),
  mode: GateModeSchema,
});

export const GateTodayQuerySchema = z.object({
  /** Staff name the location; a device reads its own. */
  location: textSchema().trim().max(100).optional(),
  mode: GateModeSchema.optional(),
});

export const gateDevicesApi = {
  create: defineEndpoint({
    method: 'POST',
    path: '/gate-devices',
    body: CreateGateDeviceBodySchema,
    response: GateDevicePairingSchema,
    status: 201,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/gate-devices',
    response: z.object({ devices: z.array(GateDeviceSchema) }),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/gate-devices/:id',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
  newPairingCode: defineEndpoint({
    method: 'POST',
    path: '/gate-devices/:id/pairing-code',
    params: IdParamsSchema,
    response: GateDevicePairingSchema,
  }),
  pair: defineEndpoint({
    method: 'POST',
    path: '/gate-devices/pair',
    body: PairGateDeviceBodySchema,
    response: GateCredentialSchema,
  }),
};

/** What a paired device may call (with staff for scan and today). */
export const gateApi = {
  scan: defineEndpoint({
    method: 'POST',
    path: '/gate/scan',
    body: GateScanBodySchema,
    response: GateScanResultSchema,
  }),
  today: defineEndpoint({
    method: 'GET',
    path: '/gate/today',
    query: GateTodayQuerySchema,
    response: GateTodaySchema,
  }),
  device: defineEndpoint({
    method: 'GET',
    path: '/gate/device',
    response: z.object({ device: GateDeviceSchema }),
  }),
};
