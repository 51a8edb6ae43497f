import { getTableColumns } from 'drizzle-orm';
import type { CreateStudentBody, Student, UpdateStudentBody } from '@rollcall/contract/students';
import { media } from '../../db/schema/media.js';
import { students } from '../../db/schema/students.js';
import { buildQrPayload, isRollcallPayload } from '../../shared/qr-code.js';
import { mediaUrl } from '../media/media.service.js';

export const studentSelection = { ...getTableColumns(students), photoToken: media.token };
export type StudentRow = typeof students.$inferSelect & { photoToken: string | null };

const present = <T extends string>(value: T | null): T | undefined => value ?? undefined;

/** The student's stored fields: all of the API's but the card's code. */
function storedStudent(row: StudentRow): Omit<Student, 'qrCodeData'> {
  return {
    _id: row.id,
    studentId: row.studentId,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`,
    email: present(row.email),
    phoneNumber: present(row.phoneNumber),
    dateOfBirth: present(row.dateOfBirth),
    gender: present(row.gender),
    class: row.class,
    section: row.section,
    rollNumber: present(row.rollNumber),
    enrollmentDate: row.enrollmentDate,
    isActive: row.isActive,
    guardianName: row.guardianName,
    guardianPhone: row.guardianPhone,
    guardianEmail: present(row.guardianEmail),
    guardianRelation: row.guardianRelation,
    guardianLanguage: present(row.guardianLanguage),
    nudgeOptOut: row.nudgeOptOut,
    address: {
      street: present(row.street),
      city: present(row.city),
      state: present(row.state),
      zipCode: present(row.zipCode),
      country: row.country,
    },
    notes: present(row.notes),
    photoUrl: row.photoToken ? mediaUrl(row.photoToken) : undefined,
    readyMadeQrCode: present(row.qrCodeData),
    emergencyContact: {
      name: present(row.emergencyContactName),
      phone: present(row.emergencyContactPhone),
    },
    medicalInfo: { bloodType: present(row.bloodType), allergies: row.allergies },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A student as the API answers: `qrCodeData` is the code a card of theirs carries now (their
 * ready-made code, else the current signed payload, as GET /students/{id}/qr), an HMAC per student.
 */
export const toStudent = (row: StudentRow, qrSecret: string): Student => ({
  ...storedStudent(row),
  qrCodeData: row.qrCodeData ?? buildQrPayload(qrSecret, row),
});

/** Column values of the form's fields; a field left out of an edit is cleared, as the form shows. */
export function studentValues(input: CreateStudentBody | UpdateStudentBody) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email ?? null,
    phoneNumber: input.phoneNumber ?? null,
    dateOfBirth: input.dateOfBirth ?? null,
    gender: input.gender ?? null,
    class: input.class,
    section: input.section,
    rollNumber: input.rollNumber ?? null,
    isActive: input.isActive,
    guardianName: input.guardianName,
    guardianPhone: input.guardianPhone,
    guardianEmail: input.guardianEmail ?? null,
    guardianRelation: input.guardianRelation,
    guardianLanguage: input.guardianLanguage ?? null,
    nudgeOptOut: input.nudgeOptOut,
    street: input.address?.street ?? null,
    city: input.address?.city ?? null,
    state: input.address?.state ?? null,
    zipCode: input.address?.zipCode ?? null,
    country: input.address?.country ?? 'USA',
    notes: input.notes ?? null,
    // A record sent back whole carries its signed code: that is no ready-made one.
    qrCodeData:
      input.qrCodeData === undefined || isRollcallPayload(input.qrCodeData)
        ? null
        : input.qrCodeData,
    emergencyContactName: input.emergencyContact?.name ?? null,
    emergencyContactPhone: input.emergencyContact?.phone ?? null,
    bloodType: input.medicalInfo?.bloodType ?? null,
    allergies: input.medicalInfo?.allergies ?? [],
  };
}

/**
 * A student as the audit log keeps them: the record without its timestamps, and as `qrCodeData`
 * the stored ready-made code only (the signed one is made anew at each read).
 */
export function auditedStudent(row: StudentRow) {
  const {
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    fullName: _fullName,
    readyMadeQrCode,
    ...fields
  } = storedStudent(row);
  return { ...fields, qrCodeData: readyMadeQrCode };
}
