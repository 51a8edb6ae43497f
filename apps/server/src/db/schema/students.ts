import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { media } from './media.js';
import { schoolIdColumn } from './schools.js';

export const students = pgTable(
  'students',
  {
    id: id(),
    /** The school the student is at (issue 41); every read of students names it. */
    schoolId: schoolIdColumn(),
    /**
     * The school's student number: unique within the school for ever (an archived student keeps
     * it); another school of the district may use the same number (issue 41).
     */
    studentId: text('student_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    class: text('class').notNull(),
    section: text('section').notNull().default('A'),
    rollNumber: text('roll_number'),
    enrollmentDate: date('enrollment_date').notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    guardianName: text('guardian_name').notNull(),
    guardianPhone: text('guardian_phone').notNull(),
    guardianEmail: text('guardian_email'),
    guardianRelation: text('guardian_relation', {
      enum: ['parent', 'guardian', 'relative', 'other'],
    })
      .notNull()
      .default('parent'),
    /** null: the school's default language (settings). */
    guardianLanguage: text('guardian_language', { enum: ['en', 'es', 'fr'] }),
    /** The guardian asked not to receive attendance nudges (issue 26). */
    nudgeOptOut: boolean('nudge_opt_out').notNull().default(false),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country').notNull().default('USA'),
    notes: text('notes'),
    photoMediaId: uuid('photo_media_id').references(() => media.id, { onDelete: 'set null' }),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    bloodType: text('blood_type'),
    allergies: text('allergies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Bumped to invalidate every QR code printed before. */
    qrVersion: integer('qr_version').notNull().default(1),
    /** A ready-made QR payload supplied by the school, honoured as-is. */
    qrCodeData: text('qr_code_data'),
    /**
     * The student's OneRoster `sourcedId` in the school's SIS (issue 27): what a roster import
     * matches on, so importing twice changes nothing. Never printed (cards, reports, exports).
     */
    sourcedId: text('sourced_id'),
    /** Deleting archives: the student leaves lists, their attendance stays for reports. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * When an admin or the retention job erased the student's personal data (issue 27): the row
     * stays, pseudonymous, so the school's past totals still count it (privacy/erasure.service.ts).
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Also every read of a school's students (its leading column).
    uniqueIndex('students_school_student_id_unique').on(table.schoolId, table.studentId),
    index('students_class_section_idx').on(table.class, table.section),
    index('students_last_first_idx').on(table.lastName, table.firstName),
    index('students_created_at_idx').on(table.createdAt),
    // Typed check-ins match the student number in any letter case.
    index('students_student_id_lower_idx').on(sql`lower(${table.studentId})`),
    // The few students who do not count (archived or inactive): the attendance lists' anti-join.
    index('students_not_enrolled_idx')
      .on(table.id)
      .where(sql`${table.archivedAt} is not null or ${table.isActive} = false`),
    // A student who moves school in the SIS is a new student of the new school.
    uniqueIndex('students_school_sourced_id_key')
      .on(table.schoolId, table.sourcedId)
      .where(sql`${table.sourcedId} is not null`),
    index('students_qr_code_data_idx')
      .on(table.qrCodeData)
      .where(sql`${table.qrCodeData} is not null`),
  ],
);
