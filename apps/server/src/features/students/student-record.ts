import { getTableColumns } from 'drizzle-orm';
import type { CreateStudentBody, Student, UpdateStudentBody } from '@rollcall/contract/students';
import { media } from '../../db/schema/media.js';
import { students } from '../../db/schema/students.js';
import { mediaUrl } from '../media/media.service.js';

export const studentSelection = { ...getTableColumns(students), photoToken: media.token };
export type StudentRow = typeof students.$inferSelect & { photoToken: string | null };

const present = <T extends string>(value: T | null): T | undefined => value ?? undefined;

export function toStudent(row: StudentRow): Student {
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
    address: {
      street: present(row.street),
      city: present(row.city),
      state: present(row.state),
      zipCode: present(row.zipCode),
      country: row.country,
    },
    notes: present(row.notes),
    photoUrl: row.photoToken ? mediaUrl(row.photoToken) : undefined,
    qrCodeData: present(row.qrCodeData),
    emergencyContact: {
      name: present(row.emergencyContactName),
      phone: present(row.emergencyContactPhone),
    },
    medicalInfo: { bloodType: present(row.bloodType), allergies: row.allergies },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

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
    street: input.address?.street ?? null,
    city: input.address?.city ?? null,
    state: input.address?.state ?? null,
    zipCode: input.address?.zipCode ?? null,
    country: input.address?.country ?? 'USA',
    notes: input.notes ?? null,
    qrCodeData: input.qrCodeData ?? null,
    emergencyContactName: input.emergencyContact?.name ?? null,
    emergencyContactPhone: input.emergencyContact?.phone ?? null,
    bloodType: input.medicalInfo?.bloodType ?? null,
    allergies: input.medicalInfo?.allergies ?? [],
  };
}

/** A student as the audit log keeps them: the record without its timestamps. */
export function auditedStudent(student: Student) {
  const { createdAt: _createdAt, updatedAt: _updatedAt, fullName: _fullName, ...fields } = student;
  return fields;
}
