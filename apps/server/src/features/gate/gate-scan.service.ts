import { eq, or, sql } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { ErrorCode } from '@rollcall/contract/errors';
import {
  GATE_CLOCK_SKEW_SECONDS,
  type GateMode,
  type GateScanBody,
  type GateScanResult,
} from '@rollcall/contract/gate';
import type { Db } from '../../db/client.js';
import { gateScans } from '../../db/schema/gate.js';
import { students } from '../../db/schema/students.js';
import { AppError } from '../../shared/app-error.js';
import { verbatim, type Wording, type Worded } from '../../shared/wording.js';
import { parseQrText } from '../../shared/qr-code.js';
import { schoolDateOf } from '../../shared/school-calendar.js';
import { checkInRefusal } from '../attendance/check-in.service.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import { selectStudents } from '../students/students.service.js';
import { checkIn, checkOut, type GateCaller, type StudentRow } from './gate-check-in-out.js';

/** A scan's answer with its message as a key, written in the reader's language by routeOf. */
type ScanAnswer = Worded<GateScanResult>;

/**
 * What was answered the first time: a result, or a refusal, their texts by key, so that a replay
 * reads in the language of whoever asks again. (Answers stored before texts were keyed have an
 * English `message`; it is shown as it is.)
 */
type StoredAnswer =
  | { result: ScanAnswer }
  | {
      error: {
        code: ErrorCode;
        wording?: Wording;
        message?: string;
        fields?: Record<string, Wording>;
      };
    };

/**
 * The time a scan counts for: the device's own time (an offline scan synced later) when it falls
 * on today in the school's zone and is not ahead of the server by more than the allowed skew.
 */
function scanTimeOf(input: GateScanBody, now: Date, timezone: string): Date {
  if (!input.scannedAt) return now;
  const scannedAt = new Date(input.scannedAt);
  if (scannedAt.getTime() > now.getTime() + GATE_CLOCK_SKEW_SECONDS * 1000) {
    throw new AppError('SCAN_IN_FUTURE');
  }
  const day = schoolDateOf(scannedAt, timezone);
  const today = schoolDateOf(now, timezone);
  if (day < today) throw new AppError('SCAN_DAY_CLOSED');
  // Within the skew but already tomorrow (a device clock ahead at midnight).
  if (day > today) throw new AppError('SCAN_IN_FUTURE');
  return scannedAt;
}

/**
 * The student a card or typed code names, or the refusal a kiosk shows for it. An unattended gate
 * device takes only the card's signed QR code, whose version says whether the card is still
 * current: a student number (the card's barcode, a keyboard) is printable by anyone and would
 * silence the guardian's absence alert. The school may allow numbers at gates (a setting, off by
 * default); staff at a gate, signed in, may always type one. A refusal names nobody.
 */
async function studentOfCode(
  db: Db,
  qrSecret: string,
  code: string,
  options: { acceptsPlainCodes: boolean; schoolId: string },
): Promise<StudentRow> {
  const parsed = parseQrText(qrSecret, code);
  if (parsed.kind === 'signed' && !parsed.isSignatureValid) {
    throw new AppError('QR_INVALID', text('errors.QR_INVALID'));
  }
  if (parsed.kind !== 'signed' && !options.acceptsPlainCodes) {
    throw new AppError('QR_INVALID', text('gate.plainCodeRefused'));
  }
  const rows =
    parsed.kind === 'signed'
      ? await selectStudents(db).where(eq(students.id, parsed.id))
      : await selectStudents(db)
          .where(
            or(
              eq(students.qrCodeData, parsed.text),
              sql`lower(${students.studentId}) = lower(${parsed.text})`,
            ),
          )
          // This school's student first: a student number may be another school's too.
          .orderBy(
            sql`${students.schoolId} = ${options.schoolId} desc`,
            sql`${students.qrCodeData} = ${parsed.text} desc nulls last`,
          )
          .limit(1);
  const [student] = rows;
  if (!student) throw new AppError('STUDENT_NOT_FOUND', text('attendance.unknownCode'));
  if (student.schoolId !== options.schoolId) {
    // Who has moved between schools has a card of their former one: the gate says which.
    const { schoolName } = await getSchoolSettings(db, student.schoolId);
    throw new AppError('CARD_OTHER_SCHOOL', text('gate.otherSchool', { school: schoolName }));
  }
  const refusal = checkInRefusal(student, parsed.kind === 'signed' ? parsed.version : undefined);
  if (refusal) throw refusal;
  return student;
}

async function recordGateScan(
  db: Db,
  qrSecret: string,
  now: Date,
  caller: GateCaller,
  input: GateScanBody,
): Promise<ScanAnswer> {
  const schoolId = caller.device ? caller.device.schoolId : schoolIdOf(caller.actor);
  const settings = await getSchoolSettings(db, schoolId);
  const time = scanTimeOf(input, now, settings.timezone);
  const student = await studentOfCode(db, qrSecret, input.code, {
    acceptsPlainCodes: caller.actor !== undefined || settings.gateAcceptsPlainCodes,
    schoolId,
  });
  const mode: GateMode = caller.device?.mode ?? input.mode ?? 'check-in';
  const scan = {
    db,
    student,
    time,
    receivedAt: now,
    settings,
    caller,
    clientScanId: input.clientScanId,
  };
  return mode === 'check-out' ? checkOut(scan) : checkIn(scan);
}

const answerOf = (stored: StoredAnswer): ScanAnswer => {
  if ('result' in stored) return stored.result;
  const { code, wording, message, fields } = stored.error;
  throw new AppError(code, wording ?? verbatim(message ?? ''), fields);
};

/**
 * A gate scan, once per `clientScanId`: the id is claimed in the same transaction that records the
 * scan, so a replay arriving while the first is still running waits for it and then answers what
 * it answered (a refusal included); a failure of ours records nothing, so the device tries again.
 */
export async function gateScan(
  db: Db,
  qrSecret: string,
  now: Date,
  caller: GateCaller,
  input: GateScanBody,
): Promise<ScanAnswer> {
  const stored = await db.transaction(async (tx): Promise<StoredAnswer> => {
    const [claimed] = await tx
      .insert(gateScans)
      .values({
        clientScanId: input.clientScanId,
        deviceId: caller.device?.id ?? null,
        userId: caller.actor?.id ?? null,
        statusCode: 0,
        response: {},
      })
      .onConflictDoNothing()
      .returning({ clientScanId: gateScans.clientScanId });
    if (!claimed) {
      const [first] = await tx
        .select()
        .from(gateScans)
        .where(eq(gateScans.clientScanId, input.clientScanId));
      const sameCaller = caller.device
        ? first?.deviceId === caller.device.id
        : first?.userId === caller.actor.id;
      if (!first || !sameCaller) throw new AppError('SCAN_ID_TAKEN');
      return first.response as StoredAnswer;
    }
    let answer: StoredAnswer;
    let statusCode = 200;
    try {
      answer = { result: await recordGateScan(tx, qrSecret, now, caller, input) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      statusCode = error.statusCode;
      answer = {
        error: {
          code: error.code,
          wording: error.wording,
          ...(error.fieldWordings && { fields: error.fieldWordings }),
        },
      };
    }
    await tx
      .update(gateScans)
      .set({ statusCode, response: answer })
      .where(eq(gateScans.clientScanId, input.clientScanId));
    return answer;
  });
  return answerOf(stored);
}
