import { asc, eq, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import {
  academicYearOf,
  cardAllergies,
  type IdCard,
  type IdCardSettings,
  type IdCardStudentData,
  type IdCardTemplate,
  type IdCardType,
} from '@rollcall/contract/id-cards';
import type { Db } from '../../db/client.js';
import type { idCards } from '../../db/schema/id-cards.js';
import { media } from '../../db/schema/media.js';
import { students } from '../../db/schema/students.js';
import { buildQrPayload } from '../../shared/qr-code.js';
import { mediaUrl } from '../media/media.service.js';
import type { getStudentRow } from '../students/students.service.js';
import type { CardFace } from './card-layout.js';

export type CardRow = typeof idCards.$inferSelect;

/**
 * Holds the students' rows until the transaction ends, so that a single save and a class batch
 * replacing the same student's active card take turns instead of meeting at the one-active-card
 * index, and a revoke's new QR version is never overtaken by a card drawn from the old one: read
 * the students after this. `no key update` leaves check-ins free: their foreign key takes only a key-share lock.
 * In id order, so two transactions locking overlapping classes cannot deadlock.
 */
export async function lockStudentsForNewCards(tx: Db, which: SQL | undefined) {
  await tx
    .select({ id: students.id })
    .from(students)
    .where(which)
    .orderBy(asc(students.id))
    .for('no key update');
}
type StudentRow = Awaited<ReturnType<typeof getStudentRow>>;

/** The student as the card prints them (a snapshot kept with the record). */
export function studentDataOf(student: StudentRow): IdCardStudentData {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    studentNumber: student.studentId,
    class: student.class,
    section: student.section,
    rollNumber: student.rollNumber,
    dateOfBirth: student.dateOfBirth,
    guardianName: student.guardianName,
    guardianPhone: student.guardianPhone,
    emergencyName: student.emergencyContactName,
    emergencyPhone: student.emergencyContactPhone,
    bloodType: student.bloodType,
    allergies: cardAllergies(student.allergies),
    photoUrl: student.photoToken ? mediaUrl(student.photoToken) : null,
  };
}

/** The row to insert for a student's card (the caller adds status and batch). */
export function cardValues(
  student: StudentRow,
  settings: IdCardSettings,
  qrSecret: string,
  generatedBy: { id: string; name: string },
  now: Date,
): typeof idCards.$inferInsert {
  // The school's ready-made code if stored, else a signed payload (as GET /students/:id/qr).
  const qrCodeData = settings.includeQR
    ? (student.qrCodeData ?? buildQrPayload(qrSecret, student, now))
    : '';
  return {
    studentId: student.id,
    studentName: `${student.firstName} ${student.lastName}`,
    studentNumber: student.studentId,
    class: student.class,
    section: student.section,
    template: settings.template,
    cardType: settings.cardType,
    schoolName: settings.schoolName,
    validUntil: settings.validUntil,
    includePhoto: settings.includePhoto,
    includeQr: settings.includeQR,
    qrCodeData,
    qrVersion: student.qrVersion,
    settings,
    studentData: studentDataOf(student),
    photoMediaId: settings.includePhoto ? student.photoMediaId : null,
    generatedBy: generatedBy.id,
    generatedByName: generatedBy.name,
    generatedAt: now,
  };
}

export function toCard(row: CardRow): IdCard {
  return {
    id: row.id,
    studentId: row.studentId,
    studentName: row.studentName,
    studentNumber: row.studentNumber,
    class: row.class,
    section: row.section,
    template: row.template as IdCardTemplate,
    cardType: row.cardType as IdCardType,
    schoolName: row.schoolName,
    validUntil: row.validUntil,
    includePhoto: row.includePhoto,
    includeQR: row.includeQr,
    qrCodeData: row.qrCodeData,
    qrVersion: row.qrVersion,
    generatedAt: row.generatedAt.toISOString(),
    generatedBy: row.generatedByName,
    settings: row.settings,
    studentData: row.studentData,
    batchId: row.batchId,
    status: row.status,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedBy: row.revokedByName,
  };
}

/**
 * The stored photo (WebP) as JPEG, which the PDF embeds as it is (a PNG would be decoded and
 * compressed again in JavaScript); none when it is gone.
 */
async function photoBytes(db: Db, mediaId: string | null): Promise<Buffer | undefined> {
  if (!mediaId) return undefined;
  const [row] = await db.select({ data: media.data }).from(media).where(eq(media.id, mediaId));
  if (!row) return undefined;
  return sharp(row.data).jpeg({ quality: 88 }).toBuffer();
}

/**
 * What the renderer draws for a saved card: its own settings, snapshot and QR, as saved, with the
 * school's current logo (read once per file by the caller: `getSchoolLogo`).
 */
export async function faceOf(db: Db, row: CardRow, logo: Buffer | undefined): Promise<CardFace> {
  return {
    settings: row.settings,
    student: row.studentData,
    qrCodeData: row.qrCodeData,
    photo: row.includePhoto ? await photoBytes(db, row.photoMediaId) : undefined,
    logo,
    academicYear: academicYearOf(row.generatedAt),
  };
}
