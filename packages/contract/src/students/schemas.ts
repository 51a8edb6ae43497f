import { z } from 'zod';
import { textKey } from '../i18n/text-key.js';
import {
  EMAIL_PATTERN,
  listFilterFields,
  optionalTrimmed,
  pageQuery,
  paginationSchema,
  PHONE_PATTERN,
  SortOrderSchema,
  textSchema,
} from '../common.js';
import { LANGUAGES } from '../languages.js';

export const CLASS_OPTIONS = ['9', '10', '11', '12'] as const;
export const SECTIONS = ['A', 'B', 'C', 'D'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const GUARDIAN_RELATIONS = ['parent', 'guardian', 'relative', 'other'] as const;
export const STUDENT_NOTES_MAX = 500;
export const STUDENTS_PAGE_SIZE = 20;
export const STUDENTS_MAX_LIMIT = 1000;
export const BULK_IMPORT_MAX_ROWS = 10_000;
export const DEFAULT_COUNTRY = 'USA';
export const PHOTO_FIELD = 'photo';

const text = (max: number) => textSchema().trim().max(max, textKey('common.tooLong', { max }));
const optionalText = (max: number) => optionalTrimmed(text(max).optional());
const requiredText = (message: string, max = 100) =>
  textSchema({ error: message })
    .trim()
    .min(1, message)
    .max(max, textKey('common.tooLong', { max }));
const optionalEmail = (message: string) =>
  optionalTrimmed(
    textSchema().toLowerCase().max(254, message).regex(EMAIL_PATTERN, message).optional(),
  );
const optionalPhone = (message: string) =>
  optionalTrimmed(textSchema().max(30, message).regex(PHONE_PATTERN, message).optional());
const optionalDate = optionalTrimmed(
  z.iso.date({ error: textKey('students.dateInvalid') }).optional(),
);

export const AddressSchema = z.strictObject({
  street: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  zipCode: optionalText(20),
  country: optionalTrimmed(text(100).optional()).transform((value) => value ?? DEFAULT_COUNTRY),
});

export const EmergencyContactSchema = z.strictObject({
  name: optionalText(100),
  phone: optionalPhone(textKey('common.phoneInvalid')),
});

export const MedicalInfoSchema = z.strictObject({
  bloodType: optionalText(10),
  allergies: z
    .array(text(100))
    .max(20)
    .default([])
    .transform((items) => items.filter((item) => item !== '')),
});

/** The fields of the student form, create and edit alike. Unknown fields are refused. */
const studentFields = {
  firstName: requiredText(textKey('students.firstNameRequired')),
  lastName: requiredText(textKey('students.lastNameRequired')),
  email: optionalEmail(textKey('common.emailInvalid')),
  phoneNumber: optionalPhone(textKey('common.phoneInvalid')),
  dateOfBirth: optionalDate,
  gender: optionalTrimmed(z.enum(GENDERS).optional()),
  class: z.enum(CLASS_OPTIONS, { error: textKey('students.classRequired') }),
  section: z.enum(SECTIONS).default('A'),
  rollNumber: optionalText(20),
  enrollmentDate: optionalDate,
  isActive: z.boolean().default(true),
  guardianName: requiredText(textKey('students.guardianNameRequired')),
  guardianPhone: textSchema({ error: textKey('students.guardianPhoneRequired') })
    .trim()
    .min(1, textKey('students.guardianPhoneRequired'))
    .max(30, textKey('students.guardianPhoneInvalid'))
    .regex(PHONE_PATTERN, textKey('students.guardianPhoneInvalid')),
  guardianEmail: optionalEmail(textKey('students.guardianEmailInvalid')),
  guardianRelation: z.enum(GUARDIAN_RELATIONS).default('parent'),
  /** The language guardian messages go out in; left out: the school's default language. */
  guardianLanguage: optionalTrimmed(
    z.enum(LANGUAGES, { error: textKey('common.languageInvalid') }).optional(),
  ),
  /** The guardian asked not to receive attendance nudges (issue 26). */
  nudgeOptOut: z.boolean().default(false),
  address: AddressSchema.optional(),
  notes: optionalTrimmed(
    textSchema().max(STUDENT_NOTES_MAX, textKey('students.notesTooLong')).optional(),
  ),
  qrCodeData: optionalText(2000),
  emergencyContact: EmergencyContactSchema.optional(),
  medicalInfo: MedicalInfoSchema.optional(),
};

export const StudentIdSchema = textSchema({ error: textKey('students.studentIdRequired') })
  .trim()
  .min(1, textKey('students.studentIdRequired'))
  .max(40, textKey('students.studentIdInvalid'))
  .regex(/^[A-Za-z0-9_-]+$/, textKey('students.studentIdInvalid'));

export const CreateStudentBodySchema = z.strictObject({
  studentId: StudentIdSchema,
  ...studentFields,
});
export type CreateStudentBody = z.infer<typeof CreateStudentBodySchema>;
export type StudentFormInput = z.input<typeof CreateStudentBodySchema>;

export const UpdateStudentBodySchema = z.strictObject({
  ...studentFields,
  /**
   * The student number never changes. A client that sends the whole record back may include it
   * unchanged; the server refuses a different one with studentIdImmutable.
   */
  studentId: StudentIdSchema.optional(),
});
export type UpdateStudentBody = z.infer<typeof UpdateStudentBodySchema>;

export const StudentSchema = z.object({
  _id: z.string(),
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  dateOfBirth: z.string().optional(),
  gender: z.enum(GENDERS).optional(),
  class: z.string(),
  section: z.string(),
  rollNumber: z.string().optional(),
  enrollmentDate: z.string(),
  isActive: z.boolean(),
  guardianName: z.string(),
  guardianPhone: z.string(),
  guardianEmail: z.string().optional(),
  guardianRelation: z.enum(GUARDIAN_RELATIONS),
  guardianLanguage: z.enum(LANGUAGES).optional(),
  nudgeOptOut: z.boolean(),
  address: z.object({
    street: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    zipCode: z.string().optional(),
    country: z.string(),
  }),
  notes: z.string().optional(),
  photoUrl: z.string().optional(),
  qrCodeData: z
    .string()
    .describe(
      "The code the student's card carries now, as GET /students/{id}/qr gives it: the school's ready-made code, else the current signed payload (spec §3). Every card printed from it scans.",
    ),
  /** The school's ready-made code as stored (what the form edits); left out: none, the signed one serves. */
  readyMadeQrCode: z.string().optional(),
  emergencyContact: z.object({ name: z.string().optional(), phone: z.string().optional() }),
  medicalInfo: z.object({ bloodType: z.string().optional(), allergies: z.array(z.string()) }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Student = z.infer<typeof StudentSchema>;

export const STUDENT_SORT_FIELDS = [
  'firstName',
  'lastName',
  'studentId',
  'class',
  'enrollmentDate',
  'createdAt',
] as const;

export const ListStudentsQuerySchema = z.object({
  ...pageQuery(STUDENTS_PAGE_SIZE, STUDENTS_MAX_LIMIT),
  class: z.enum(CLASS_OPTIONS).optional(),
  section: z.enum(SECTIONS).optional(),
  ...listFilterFields,
  sortBy: z.enum(STUDENT_SORT_FIELDS).default('lastName'),
  sortOrder: SortOrderSchema.default('asc'),
});
export type ListStudentsQuery = z.infer<typeof ListStudentsQuerySchema>;

export const StudentPaginationSchema = paginationSchema('totalStudents');

export const StudentListSchema = z.object({
  students: z.array(StudentSchema),
  pagination: StudentPaginationSchema,
});
export type StudentList = z.infer<typeof StudentListSchema>;

export const SearchStudentsQuerySchema = z.object({
  q: optionalTrimmed(textSchema().max(100).optional()),
  class: z.enum(CLASS_OPTIONS).optional(),
  section: z.enum(SECTIONS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const StudentWithMessageSchema = z.object({ student: StudentSchema, message: z.string() });

export const StudentStatsSchema = z.object({
  totalStudents: z.number(),
  totalActive: z.number(),
  totalInactive: z.number(),
  byClass: z.array(
    z.object({
      _id: z.string(),
      totalInClass: z.number(),
      totalActiveInClass: z.number(),
      sections: z.array(
        z.object({ section: z.string(), count: z.number(), avgAttendance: z.number() }),
      ),
    }),
  ),
  /** Students enrolled in the last 30 days. */
  recentEnrollments: z.number(),
});
export type StudentStats = z.infer<typeof StudentStatsSchema>;

export const StudentClassesSchema = z.object({
  classes: z.array(z.object({ _id: z.string(), count: z.number() })),
});

export const StudentQrSchema = z.object({ qrCodeImage: z.string(), qrCodeData: z.string() });
export const StudentQrWithMessageSchema = StudentQrSchema.extend({ message: z.string() });

export const PhotoUploadResponseSchema = z.object({ student: StudentSchema, photoUrl: z.string() });

export const BulkImportBodySchema = z.object({
  students: z
    .array(z.unknown())
    .min(1, textKey('common.fileHasNoRows'))
    .max(BULK_IMPORT_MAX_ROWS, textKey('common.tooManyRows', { max: BULK_IMPORT_MAX_ROWS })),
});
export const BulkImportResultSchema = z.object({
  results: z.array(
    z.object({
      row: z.number(),
      studentId: z.string().optional(),
      status: z.enum(['created', 'failed']),
      messages: z.array(z.string()),
    }),
  ),
  summary: z.object({ total: z.number(), created: z.number(), failed: z.number() }),
});
export type BulkImportResult = z.infer<typeof BulkImportResultSchema>;

export const StudentResponseSchema = z.object({ student: StudentSchema });
export const StudentSearchResultSchema = z.object({ students: z.array(StudentSchema) });
