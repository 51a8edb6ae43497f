import type { CsvValue } from './csv.js';
import type { Student } from './students.js';

/**
 * The students CSV's columns, in order: the import template's, and the export's (System
 * Maintenance → Export Data), so an exported file imports as it is. Nested fields use dots;
 * allergies are separated by ";".
 */
export const STUDENT_CSV_COLUMNS = [
  'studentId',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'dateOfBirth',
  'gender',
  'class',
  'section',
  'rollNumber',
  'enrollmentDate',
  'isActive',
  'guardianName',
  'guardianPhone',
  'guardianEmail',
  'guardianRelation',
  'guardianLanguage',
  'address.street',
  'address.city',
  'address.state',
  'address.zipCode',
  'address.country',
  'emergencyContact.name',
  'emergencyContact.phone',
  'medicalInfo.bloodType',
  'medicalInfo.allergies',
  'notes',
] as const;
export type StudentCsvColumn = (typeof STUDENT_CSV_COLUMNS)[number];

export const ALLERGY_SEPARATOR = ';';

/** One student's cells, in the columns' order. */
export function studentCsvCells(student: Student): CsvValue[] {
  const cells: Record<StudentCsvColumn, CsvValue> = {
    studentId: student.studentId,
    firstName: student.firstName,
    lastName: student.lastName,
    email: student.email,
    phoneNumber: student.phoneNumber,
    dateOfBirth: student.dateOfBirth,
    gender: student.gender,
    class: student.class,
    section: student.section,
    rollNumber: student.rollNumber,
    enrollmentDate: student.enrollmentDate,
    isActive: student.isActive,
    guardianName: student.guardianName,
    guardianPhone: student.guardianPhone,
    guardianEmail: student.guardianEmail,
    guardianRelation: student.guardianRelation,
    guardianLanguage: student.guardianLanguage,
    'address.street': student.address.street,
    'address.city': student.address.city,
    'address.state': student.address.state,
    'address.zipCode': student.address.zipCode,
    'address.country': student.address.country,
    'emergencyContact.name': student.emergencyContact.name,
    'emergencyContact.phone': student.emergencyContact.phone,
    'medicalInfo.bloodType': student.medicalInfo.bloodType,
    'medicalInfo.allergies': student.medicalInfo.allergies.join(ALLERGY_SEPARATOR),
    notes: student.notes,
  };
  return STUDENT_CSV_COLUMNS.map((column) => cells[column]);
}
