import type { Language } from '@rollcall/contract/languages';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { IdCardSettings, IdCardStudentData } from '@rollcall/contract/id-cards';
import {
  finishedFileColumns,
  jobStatusCheck,
  leasedJobColumns,
} from '../../shared/jobs/leased-columns.js';
import { id } from './columns.js';
import { media } from './media.js';
import { schoolIdColumn } from './schools.js';
import { students } from './students.js';
import { users } from './users.js';

/**
 * A class's cards made as one PDF by a background job. Like reports, the file is kept here so that
 * it survives a restart and every server process can serve it; `current` counts cards drawn.
 */
export const idCardBatches = pgTable(
  'id_card_batches',
  {
    id: id(),
    /** The school whose class it is (issue 41). */
    schoolId: schoolIdColumn(),
    class: text('class').notNull(),
    section: text('section'),
    layout: text('layout', { enum: ['card', 'a4-10', 'letter-10'] }).notNull(),
    settings: jsonb('settings').$type<IdCardSettings>().notNull(),
    current: integer('current').notNull().default(0),
    total: integer('total').notNull(),
    ...finishedFileColumns(),
    byteSize: integer('byte_size'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    /** The requester's language: the cards' printed words are in it. */
    language: text('language').$type<Language>().notNull().default('en'),
    ...leasedJobColumns(),
  },
  (table) => [
    index('id_card_batches_created_at_idx').on(table.createdAt),
    jobStatusCheck('id_card_batches_status_check', table.status),
  ],
);

/**
 * The register of saved cards, shared by all staff. At most one card per student is active (a
 * partial unique index): saving a newer one supersedes it in the same transaction.
 */
export const idCards = pgTable(
  'id_cards',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    studentName: text('student_name').notNull(),
    studentNumber: text('student_number').notNull(),
    class: text('class').notNull(),
    section: text('section').notNull(),
    template: text('template').notNull(),
    cardType: text('card_type').notNull(),
    schoolName: text('school_name').notNull(),
    validUntil: integer('valid_until').notNull(),
    includePhoto: boolean('include_photo').notNull(),
    includeQr: boolean('include_qr').notNull(),
    qrCodeData: text('qr_code_data').notNull(),
    qrVersion: integer('qr_version').notNull(),
    settings: jsonb('settings').$type<IdCardSettings>().notNull(),
    studentData: jsonb('student_data').$type<IdCardStudentData>().notNull(),
    /** The photo printed on the card, while it is still stored. */
    photoMediaId: uuid('photo_media_id').references(() => media.id, { onDelete: 'set null' }),
    batchId: uuid('batch_id').references(() => idCardBatches.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'superseded', 'revoked'] })
      .notNull()
      .default('active'),
    generatedBy: uuid('generated_by').references(() => users.id, { onDelete: 'set null' }),
    generatedByName: text('generated_by_name').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByName: text('revoked_by_name'),
  },
  (table) => [
    index('id_cards_generated_at_idx').on(table.generatedAt),
    index('id_cards_student_idx').on(table.studentId),
    index('id_cards_batch_idx').on(table.batchId),
    uniqueIndex('id_cards_one_active_per_student')
      .on(table.studentId)
      .where(sql`${table.status} = 'active'`),
    check('id_cards_status_check', sql`${table.status} in ('active', 'superseded', 'revoked')`),
  ],
);
