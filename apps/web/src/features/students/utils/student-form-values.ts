import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLASS_OPTIONS,
  CreateStudentBodySchema,
  DEFAULT_COUNTRY,
  SECTIONS,
  type CreateStudentBody,
  type GENDERS,
  type GUARDIAN_RELATIONS,
  type Student,
} from '@rollcall/contract/students';
import type { Language } from '@rollcall/contract/languages';
import { STUDENT_CSV_COLUMNS } from '@rollcall/contract/student-csv';
import type { FieldValues, Path, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { StudentClass, StudentSection } from '../api/get-students';

/** What the inputs hold: text everywhere, '' for "not chosen" so Class is required can show. */
export type StudentFormValues = {
  studentId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string;
  gender: (typeof GENDERS)[number] | '';
  class: StudentClass | '';
  section: StudentSection;
  rollNumber: string;
  enrollmentDate: string;
  isActive: boolean;
  guardianName: string;
  guardianPhone: string;
  guardianEmail: string;
  guardianRelation: (typeof GUARDIAN_RELATIONS)[number];
  /** '' is the school's default language. */
  guardianLanguage: Language | '';
  nudgeOptOut: boolean;
  address: { street: string; city: string; state: string; zipCode: string; country: string };
  notes: string;
  qrCodeData: string;
  emergencyContact: { name: string; phone: string };
  medicalInfo: { bloodType: string; allergies: string[] };
};

/**
 * Every field a server message (error.fields, keyed by path) can land on: the import's columns
 * (the same paths as the form's fields) and the ready-made QR code, which only the form sets.
 */
export const STUDENT_FIELD_NAMES: readonly Path<StudentFormValues>[] = [
  ...STUDENT_CSV_COLUMNS,
  'qrCodeData',
];

const isKnownClass = (value: string): value is StudentClass =>
  (CLASS_OPTIONS as readonly string[]).includes(value);
const isKnownSection = (value: string): value is StudentSection =>
  (SECTIONS as readonly string[]).includes(value);

export function toFormValues(student: Student | undefined): StudentFormValues {
  return {
    studentId: student?.studentId ?? '',
    firstName: student?.firstName ?? '',
    lastName: student?.lastName ?? '',
    email: student?.email ?? '',
    phoneNumber: student?.phoneNumber ?? '',
    dateOfBirth: student?.dateOfBirth ?? '',
    gender: student?.gender ?? '',
    class: student && isKnownClass(student.class) ? student.class : '',
    section: student && isKnownSection(student.section) ? student.section : 'A',
    rollNumber: student?.rollNumber ?? '',
    enrollmentDate: student?.enrollmentDate.slice(0, 10) ?? '',
    isActive: student?.isActive ?? true,
    guardianName: student?.guardianName ?? '',
    guardianPhone: student?.guardianPhone ?? '',
    guardianEmail: student?.guardianEmail ?? '',
    guardianRelation: student?.guardianRelation ?? 'parent',
    guardianLanguage: student?.guardianLanguage ?? '',
    nudgeOptOut: student?.nudgeOptOut ?? false,
    address: {
      street: student?.address.street ?? '',
      city: student?.address.city ?? '',
      state: student?.address.state ?? '',
      zipCode: student?.address.zipCode ?? '',
      country: student?.address.country ?? DEFAULT_COUNTRY,
    },
    notes: student?.notes ?? '',
    qrCodeData: student?.readyMadeQrCode ?? '',
    emergencyContact: {
      name: student?.emergencyContact.name ?? '',
      phone: student?.emergencyContact.phone ?? '',
    },
    medicalInfo: {
      bloodType: student?.medicalInfo.bloodType ?? '',
      allergies: student?.medicalInfo.allergies ?? [],
    },
  };
}

/** Edit validates the same fields without the student number, which never changes. */
const EditStudentFormSchema = z.preprocess(
  (values) => {
    if (typeof values !== 'object' || values === null) return values;
    const { studentId: _readOnly, ...editable } = values as Record<string, unknown>;
    return editable;
  },
  CreateStudentBodySchema.omit({ studentId: true }),
);

export type StudentFormOutput = CreateStudentBody | z.output<typeof EditStudentFormSchema>;

/**
 * zodResolver over the contract's schema. The inputs are wider than the schema's input type (an
 * unchosen Class is ''), which the schema rejects with its own message; hence the cast, as in
 * lib/form-resolver. Empty optional fields come out undefined, so JSON leaves them out.
 */
const resolverFor = <Values extends FieldValues, Output>(schema: z.ZodType<Output, unknown>) =>
  zodResolver(schema as z.ZodType<Output, FieldValues>) as Resolver<Values, unknown, Output>;

export const studentFormResolver = (
  isEdit: boolean,
): Resolver<StudentFormValues, unknown, StudentFormOutput> =>
  isEdit
    ? resolverFor<StudentFormValues, StudentFormOutput>(EditStudentFormSchema)
    : resolverFor<StudentFormValues, StudentFormOutput>(CreateStudentBodySchema);
