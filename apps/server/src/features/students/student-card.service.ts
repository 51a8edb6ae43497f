import { and, eq, sql } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Db } from '../../db/client.js';
import { students } from '../../db/schema/students.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../../shared/audit.js';
import { deleteMedia, mediaUrl, storeSquareImage } from '../media/media.service.js';
import { buildQrPayload, qrImageDataUrl } from '../../shared/qr-code.js';
import { toStudent } from './student-record.js';
import { getStudentRow } from './students.service.js';
import { notArchived, studentsAt } from '../../figures/enrolled.js';
import { schoolIdOf } from '../../shared/acting-school.js';

/** The code printed on the card: the school's ready-made one if stored, else a signed payload. */
export async function getStudentQr(db: Db, schoolId: string, qrSecret: string, id: string) {
  const student = await getStudentRow(db, schoolId, id);
  const qrCodeData = student.qrCodeData ?? buildQrPayload(qrSecret, student);
  return { qrCodeData, qrCodeImage: await qrImageDataUrl(qrCodeData) };
}

/** Bumps the QR version: every card printed before stops scanning. A ready-made code is dropped. */
export async function regenerateStudentQr(db: Db, qrSecret: string, actor: Actor, id: string) {
  const schoolId = schoolIdOf(actor);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(students)
      .set({ qrVersion: sql`${students.qrVersion} + 1`, qrCodeData: null })
      .where(and(studentsAt(schoolId), eq(students.id, id), notArchived))
      .returning({ id: students.id, qrVersion: students.qrVersion });
    if (!row) throw new AppError('STUDENT_NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'student.regenerate_qr',
      entityType: 'student',
      entityId: id,
      before: { qrVersion: row.qrVersion - 1 },
      after: { qrVersion: row.qrVersion },
    });
  });
  const qr = await getStudentQr(db, schoolId, qrSecret, id);
  return { ...qr, message: text('students.qrRegenerated') };
}

export async function uploadStudentPhoto(
  db: Db,
  schoolId: string,
  qrSecret: string,
  id: string,
  upload: { mimetype: string; data: Buffer },
) {
  const existing = await getStudentRow(db, schoolId, id);
  const image = await storeSquareImage(db, upload);
  // Not onto a student archived meanwhile: an archived student's photo is never served.
  const [updated] = await db
    .update(students)
    .set({ photoMediaId: image.id })
    .where(and(studentsAt(schoolId), eq(students.id, id), notArchived))
    .returning({ id: students.id });
  if (!updated) {
    await deleteMedia(db, image.id);
    throw new AppError('STUDENT_NOT_FOUND');
  }
  if (existing.photoMediaId) await deleteMedia(db, existing.photoMediaId);
  const student = toStudent(await getStudentRow(db, schoolId, id), qrSecret);
  return { student, photoUrl: mediaUrl(image.token) };
}
