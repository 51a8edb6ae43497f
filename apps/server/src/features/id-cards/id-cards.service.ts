import { renderText } from '@rollcall/contract/i18n/render';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Language } from '@rollcall/contract/languages';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  idCardPdfFileName,
  type IdCardSettings,
  type IdCardSettingsBody,
  type SaveIdCardBody,
} from '@rollcall/contract/id-cards';
import type { Db } from '../../db/client.js';
import { idCards } from '../../db/schema/id-cards.js';
import { students } from '../../db/schema/students.js';
import { actorName } from '../../shared/actor-name.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { getSettings } from '../../shared/school-settings.js';
import { regenerateStudentQr } from '../students/student-card.service.js';
import { getStudentRow } from '../students/students.service.js';
import { writeCardsPdf } from './card-pdf.js';
import { getSchoolLogo } from '../settings/school-logo.service.js';
import { cardValues, faceOf, lockStudentsForNewCards, toCard } from './card-record.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import { studentsAt } from '../../figures/enrolled.js';

/** The settings as a card keeps them: the school's own texts where the request left them out. */
export async function completeSettings(db: Db, input: IdCardSettingsBody): Promise<IdCardSettings> {
  const school = await getSettings(db);
  return {
    ...input,
    schoolName: input.schoolName ?? school.schoolName,
    schoolAddress: input.schoolAddress ?? school.address,
    schoolPhone: input.schoolPhone ?? school.phone,
    schoolWebsite: input.schoolWebsite ?? school.website,
  };
}

/**
 * Saves a card as the student's active one; the card it replaces becomes superseded in the same
 * transaction. Saves and batches for one student take turns (lockStudentsForNewCards).
 */
export async function saveCard(
  db: Db,
  qrSecret: string,
  now: Date,
  actor: Actor,
  body: SaveIdCardBody,
) {
  const settings = await completeSettings(db, body.settings);
  const by = { id: actor.id, name: await actorName(db, actor) };
  const row = await db.transaction(async (tx) => {
    await lockStudentsForNewCards(tx, eq(students.id, body.studentId));
    const student = await getStudentRow(tx, schoolIdOf(actor), body.studentId);
    await tx
      .update(idCards)
      .set({ status: 'superseded' })
      .where(and(eq(idCards.studentId, student.id), eq(idCards.status, 'active')));
    const [inserted] = await tx
      .insert(idCards)
      .values(cardValues(student, settings, qrSecret, by, now))
      .returning();
    if (!inserted) throw new Error('ID card was not stored');
    return inserted;
  });
  return { card: toCard(row), message: text('idCards.saved') };
}

/** The cards of one school's students (issue 41): a card is its student's school's. */
const cardsAt = (schoolId: string) =>
  sql`${idCards.studentId} in (select ${students.id} from ${students} where ${studentsAt(schoolId)})`;

export async function findCards(db: Db, schoolId: string, limit: number) {
  const rows = await db
    .select()
    .from(idCards)
    .where(cardsAt(schoolId))
    .orderBy(desc(idCards.generatedAt), desc(idCards.id))
    .limit(limit);
  const [total] = await db.select({ total: count() }).from(idCards).where(cardsAt(schoolId));
  return { cards: rows.map(toCard), total: total?.total ?? 0 };
}

async function getCardRow(db: Db, schoolId: string, id: string) {
  const [row] = await db
    .select()
    .from(idCards)
    .where(and(cardsAt(schoolId), eq(idCards.id, id)));
  if (!row) throw new AppError('ID_CARD_NOT_FOUND');
  return row;
}

export async function deleteCard(db: Db, schoolId: string, id: string) {
  const [row] = await db
    .delete(idCards)
    .where(and(cardsAt(schoolId), eq(idCards.id, id)))
    .returning({ id: idCards.id });
  if (!row) throw new AppError('ID_CARD_NOT_FOUND');
  return { message: text('idCards.cardDeleted') };
}

/**
 * A lost card: marked revoked by this user, and the student's QR regenerated through the
 * students' rule, so this card (and every other printed before) is refused at the gate. The
 * student's other active card carried the old QR too: it becomes superseded.
 */
export async function revokeCard(db: Db, qrSecret: string, now: Date, actor: Actor, id: string) {
  const name = await actorName(db, actor);
  const schoolId = schoolIdOf(actor);
  const row = await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(idCards)
      .set({ status: 'revoked', revokedAt: now, revokedByName: name })
      .where(and(cardsAt(schoolId), eq(idCards.id, id), ne(idCards.status, 'revoked')))
      .returning();
    if (!revoked) {
      await getCardRow(tx, schoolId, id);
      throw new AppError('ID_CARD_REVOKED');
    }
    try {
      await regenerateStudentQr(tx, qrSecret, actor, revoked.studentId);
    } catch (error) {
      // An archived student's cards are refused at the gate already: the card is only marked.
      if (!(error instanceof AppError && error.code === 'STUDENT_NOT_FOUND')) throw error;
    }
    await tx
      .update(idCards)
      .set({ status: 'superseded' })
      .where(
        and(
          eq(idCards.studentId, revoked.studentId),
          eq(idCards.status, 'active'),
          sql`${idCards.qrVersion} < (select qr_version from students where id = ${revoked.studentId})`,
        ),
      );
    return revoked;
  });
  return { card: toCard(row), message: text('idCards.revoked') };
}

/** One saved card on an 86 × 54 mm page, as it was saved. */
export async function cardPdf(db: Db, schoolId: string, id: string, language: Language) {
  const row = await getCardRow(db, schoolId, id);
  const face = await faceOf(db, row, (await getSchoolLogo(db, schoolId))?.png);
  const file = await writeCardsPdf([face], 'card', {
    title: renderText('idCards.pdfTitle', { name: row.studentName }, language),
    author: row.generatedByName,
    language,
  });
  return { file, fileName: idCardPdfFileName(row) };
}
