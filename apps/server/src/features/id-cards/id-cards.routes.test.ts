import { textsIn } from '@rollcall/contract/i18n/translate';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CARD_QR_MARGIN_MODULES, darkRuns } from '@rollcall/contract/id-card-qr';
import {
  ID_CARD_MESSAGES,
  ID_CARD_PRINT,
  IdCardSettingsBodySchema,
  type BatchProgress,
  type IdCard,
} from '@rollcall/contract/id-cards';
import { idCardBatches, idCards } from '../../db/schema/id-cards.js';
import { insertStudent } from '../../../test/factories.js';
import { waitFor } from '../../../test/messaging-peers.js';
import { qrModulesInSquare, readPdf, renderPdf } from '../../../test/pdf-files.js';
import { createTestApp, type SignedIn, type TestApp } from '../../../test/test-app.js';
import { createMessaging } from '../absentee/messaging.js';
import { CARD_QR_BOX_MM } from './card-layout.js';
import { qrSymbol } from './card-codes.js';
import { ID_CARD_SWEEP_QUEUE } from './id-cards.jobs.js';
import { completeSettings } from './id-cards.service.js';
import { FIRST_SCHOOL_ID } from '../../shared/school-staff.js';

let t: TestApp;
let admin: SignedIn;
let teacher: SignedIn;
const year = new Date().getFullYear();

beforeAll(async () => {
  t = await createTestApp({
    messaging: (clock, database) =>
      createMessaging({
        db: database.db,
        clock,
        channels: {},
        pollingIntervalSeconds: 0.5,
      }),
    idCardJobs: { pollingIntervalSeconds: 0.5 },
  });
  admin = await t.signIn('admin', { name: 'Alice Admin' });
  teacher = await t.signIn('teacher');
});
afterAll(async () => {
  await t.close();
});

const save = async (studentId: string, settings: Record<string, unknown> = {}) => {
  const response = await admin.request({
    method: 'POST',
    url: '/api/id-cards',
    payload: { studentId, settings },
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().data.message).toBe(ID_CARD_MESSAGES.saved);
  return response.json().data.card as IdCard;
};

test('everything here is for admins: anonymous 401, teacher 403', async () => {
  const student = await insertStudent(t.database.db);
  const card = await save(student.id);
  const id = card.id;
  const batchId = crypto.randomUUID();
  const calls = [
    { method: 'GET', url: '/api/id-cards' },
    { method: 'POST', url: '/api/id-cards', payload: { studentId: student.id } },
    { method: 'DELETE', url: `/api/id-cards/${id}` },
    { method: 'POST', url: `/api/id-cards/${id}/revoke` },
    { method: 'GET', url: `/api/id-cards/${id}/pdf` },
    { method: 'POST', url: '/api/id-cards/batch', payload: { class: '10' } },
    { method: 'GET', url: `/api/id-cards/batch/${batchId}` },
  ] as const;
  for (const call of calls) {
    const name = `${call.method} ${call.url}`;
    expect((await t.app.inject(call)).statusCode, name).toBe(401);
    const refused = await teacher.request(call);
    expect(refused.statusCode, name).toBe(403);
    expect(refused.json().success, name).toBe(false);
  }
  expect((await admin.request({ method: 'GET', url: `/api/id-cards/${id}/pdf` })).statusCode).toBe(
    200,
  );
});

test('a saved card carries the spec fields, who made it, the school defaults and the QR version', async () => {
  const student = await insertStudent(t.database.db, {
    firstName: 'Zoë',
    lastName: 'Quinn',
    studentId: 'ZQ-77ab',
    class: '11',
    section: 'C',
    allergies: ['Peanuts', 'Dust', 'Penicillin'],
  });
  const card = await save(student.id, { template: 'classic-gray', includeMedical: true });
  expect(card).toMatchObject({
    studentId: student.id,
    studentName: 'Zoë Quinn',
    studentNumber: 'ZQ-77ab',
    class: '11',
    section: 'C',
    template: 'classic-gray',
    cardType: 'standard',
    schoolName: 'Rollcall High School',
    validUntil: year + 1,
    includeQR: true,
    includePhoto: true,
    qrVersion: 1,
    generatedBy: 'Alice Admin',
    batchId: null,
    status: 'active',
    revokedAt: null,
  });
  expect(card.studentData.allergies).toEqual(['Peanuts', 'Dust']);
  expect(JSON.parse(card.qrCodeData)).toMatchObject({ studentId: 'ZQ-77ab', v: 1 });

  // A newer save supersedes it; the list is newest first with the total.
  const newer = await save(student.id, { includeQR: false });
  expect(newer.qrCodeData).toBe('');
  const list = (await admin.request({ method: 'GET', url: '/api/id-cards?limit=2' })).json().data;
  expect(list.cards.map((c: IdCard) => [c.id, c.status])).toEqual([
    [newer.id, 'active'],
    [card.id, 'superseded'],
  ]);
  expect(list.total).toBeGreaterThanOrEqual(2);
});

test('validation answers with the field messages; unknown ids with 404', async () => {
  const student = await insertStudent(t.database.db);
  const bad = await admin.request({
    method: 'POST',
    url: '/api/id-cards',
    payload: { studentId: student.id, settings: { validUntil: year + 11, template: 'neon' } },
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.fields['settings.validUntil']).toBe(
    ID_CARD_MESSAGES.validUntilRange(year, year + 10),
  );
  expect(bad.json().error.fields['settings.template']).toBeDefined();
  const missing = await admin.request({
    method: 'POST',
    url: '/api/id-cards',
    payload: { studentId: crypto.randomUUID() },
  });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().error.message).toBe(ERROR_MESSAGES.STUDENT_NOT_FOUND);
  const noClass = await admin.request({ method: 'POST', url: '/api/id-cards/batch', payload: {} });
  expect(noClass.statusCode).toBe(400);
  expect(noClass.json().error.fields.class).toBe(ID_CARD_MESSAGES.selectClassForBatch);
  const empty = await admin.request({
    method: 'POST',
    url: '/api/id-cards/batch',
    payload: { class: '9', section: 'D' },
  });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().error.message).toBe(ERROR_MESSAGES.BATCH_EMPTY);
  for (const url of [
    `/api/id-cards/${crypto.randomUUID()}/revoke`,
    `/api/id-cards/${crypto.randomUUID()}`,
  ]) {
    const method = url.endsWith('revoke') ? 'POST' : 'DELETE';
    const response = await admin.request({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(ERROR_MESSAGES.ID_CARD_NOT_FOUND);
  }
  const noBatch = await admin.request({
    method: 'GET',
    url: `/api/id-cards/batch/${crypto.randomUUID()}`,
  });
  expect(noBatch.json().error.message).toBe(ERROR_MESSAGES.BATCH_NOT_FOUND);
});

test('revoking a lost card regenerates the QR: the old card is refused at the gate as superseded', async () => {
  const student = await insertStudent(t.database.db);
  const card = await save(student.id);
  const revoked = await admin.request({ method: 'POST', url: `/api/id-cards/${card.id}/revoke` });
  expect(revoked.statusCode).toBe(200);
  expect(revoked.json().data.message).toBe(ID_CARD_MESSAGES.revoked);
  expect(revoked.json().data.card).toMatchObject({ status: 'revoked', revokedBy: 'Alice Admin' });
  expect(revoked.json().data.card.revokedAt).toEqual(expect.any(String));

  const scan = await teacher.request({
    method: 'POST',
    url: '/api/attendance/scan',
    payload: { qrCode: card.qrCodeData },
  });
  expect(scan.statusCode).toBe(400);
  expect(scan.json().error).toMatchObject({
    code: 'QR_SUPERSEDED',
    message: ERROR_MESSAGES.QR_SUPERSEDED,
  });
  const again = await admin.request({ method: 'POST', url: `/api/id-cards/${card.id}/revoke` });
  expect(again.statusCode).toBe(409);

  // The new card carries the new version and scans.
  const replacement = await save(student.id);
  expect(replacement.qrVersion).toBe(card.qrVersion + 1);
  const ok = await teacher.request({
    method: 'POST',
    url: '/api/attendance/scan',
    payload: { qrCode: replacement.qrCodeData },
  });
  expect(ok.statusCode, ok.body).toBe(201);
});

test("an archived student's card can still be marked revoked", async () => {
  const student = await insertStudent(t.database.db);
  const card = await save(student.id);
  await admin.request({ method: 'DELETE', url: `/api/students/${student.id}` });
  const revoked = await admin.request({ method: 'POST', url: `/api/id-cards/${card.id}/revoke` });
  expect(revoked.statusCode).toBe(200);
  expect(revoked.json().data.card.status).toBe('revoked');
});

test("a saved card's PDF is one 86 × 54 mm page with the student's name and the QR of its payload", async () => {
  const student = await insertStudent(t.database.db, { firstName: 'Printed', lastName: 'Person' });
  const card = await save(student.id, { template: 'elegant-gold', includeBarcode: true });
  const response = await admin.request({ method: 'GET', url: `/api/id-cards/${card.id}/pdf` });
  expect(response.headers['content-type']).toBe('application/pdf');
  const pdf = await readPdf(response.rawPayload);
  expect(pdf).toMatchObject({ pages: 1 });
  expect(pdf.width).toBeCloseTo(243.8, 1);
  expect(pdf.height).toBeCloseTo(153.1, 1);
  expect(pdf.text).toContain('Printed Person');
  expect(pdf.title).toBe('ID card — Printed Person');
  const [png] = await renderPdf(response.rawPayload);
  // The card's QR is exactly the symbol of its payload (the single card's page has the card 2 mm
  // in from each edge).
  const expected = qrSymbol(card.qrCodeData);
  const drawn = await qrModulesInSquare(
    png ?? Buffer.alloc(0),
    {
      ...CARD_QR_BOX_MM,
      x: CARD_QR_BOX_MM.x + ID_CARD_PRINT.marginMm,
      y: CARD_QR_BOX_MM.y + ID_CARD_PRINT.marginMm,
    },
    { modules: expected.size, marginModules: CARD_QR_MARGIN_MODULES },
  );
  expect(darkRuns(expected.size, drawn)).toEqual(expected.runs);
  const spanish = await admin.request({
    method: 'GET',
    url: `/api/id-cards/${card.id}/pdf`,
    headers: { 'accept-language': 'es' },
  });
  expect((await readPdf(spanish.rawPayload)).title).toBe('Carné escolar — Printed Person');
});

test('a batch saves every card of the class, reports progress to Ready and serves its PDF by signed link', async () => {
  const names = ['Amy', 'Bob', 'Cyd'];
  for (const firstName of names) {
    await insertStudent(t.database.db, { firstName, lastName: 'Batch', class: '12', section: 'B' });
  }
  await insertStudent(t.database.db, { class: '12', section: 'B', isActive: false });
  for (const [layout, pages, width] of [
    ['a4-10', 1, 595.28],
    ['card', 3, 243.78],
  ] as const) {
    const created = await admin.request({
      method: 'POST',
      url: '/api/id-cards/batch',
      payload: { class: '12', section: 'B', layout, settings: { template: 'modern-red' } },
    });
    expect(created.statusCode).toBe(202);
    const { batchId, total } = created.json().data;
    expect(total).toBe(3);
    let progress: BatchProgress | undefined;
    await waitFor(async () => {
      const response = await admin.request({
        method: 'GET',
        url: `/api/id-cards/batch/${batchId}`,
      });
      progress = response.json().data;
      return progress?.status !== 'Processing';
    });
    expect(progress).toMatchObject({ status: 'Ready', current: 3, total: 3, layout });
    const url = progress?.downloadUrl ?? '';
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    const pdf = await readPdf(file.rawPayload);
    expect(pdf.pages).toBe(pages);
    expect(pdf.width).toBeCloseTo(width, 0);
    for (const name of names) expect(pdf.text).toContain(`${name} Batch`);

    const tampered = await t.app.inject({
      method: 'GET',
      // Another first character, whatever the signature starts with.
      url: url.replace(/signature=(.)/, (_, first) => `signature=${first === 'x' ? 'y' : 'x'}`),
    });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().error.message).toBe(ID_CARD_MESSAGES.linkInvalid);

    const list = (await admin.request({ method: 'GET', url: '/api/id-cards?limit=50' })).json()
      .data;
    const batchCards = list.cards.filter((card: IdCard) => card.batchId === batchId);
    expect(batchCards).toHaveLength(3);
    expect(batchCards.every((card: IdCard) => card.status === 'active')).toBe(true);
    expect(list.latestBatch.batchId).toBe(batchId);
  }
});

test('single saves racing a class batch: the batch is Ready and each student keeps one active card', async () => {
  const racers = [];
  for (let i = 0; i < 12; i += 1) {
    racers.push(await insertStudent(t.database.db, { class: '11', section: 'C' }));
  }
  const created = await admin.request({
    method: 'POST',
    url: '/api/id-cards/batch',
    payload: { class: '11', section: 'C', layout: 'card', settings: {} },
  });
  expect(created.statusCode).toBe(202);
  const { batchId } = created.json().data;
  let isBatchRunning = true;
  // Saves go on, every student at once, until the batch has finished.
  const saving = (async () => {
    while (isBatchRunning) await Promise.all(racers.map((student) => save(student.id)));
  })();
  let status = 'Processing';
  try {
    await waitFor(async () => {
      const response = await admin.request({
        method: 'GET',
        url: `/api/id-cards/batch/${batchId}`,
      });
      status = response.json().data.status;
      return status !== 'Processing';
    });
  } finally {
    isBatchRunning = false;
    await saving;
  }
  expect(status).toBe('Ready');
  const { rows } = await t.database.pool.query<{ student_id: string; active: string }>(
    `select student_id, count(*) filter (where status = 'active') as active
       from id_cards where student_id = any($1::uuid[]) group by student_id`,
    [racers.map((student) => student.id)],
  );
  expect(rows).toHaveLength(racers.length);
  expect(rows.every((row) => row.active === '1')).toBe(true);
});

/** A batch of class 10's three students whose worker died five minutes ago, one try in. */
async function insertDeadBatch(section: string, values: { current?: number } = {}) {
  const db = t.database.db;
  const stale = sql`now() - interval '5 minutes'`;
  const [batch] = await db
    .insert(idCardBatches)
    .values({
      schoolId: FIRST_SCHOOL_ID,
      class: '10',
      section,
      layout: 'card',
      settings: await completeSettings(db, IdCardSettingsBodySchema.parse({})),
      total: 3,
      attempts: 1,
      heartbeatAt: stale,
      createdAt: stale,
      ...values,
    })
    .returning({ id: idCardBatches.id });
  if (!batch) throw new Error('setup');
  return batch;
}

test('a batch taken up again after its worker died never shows less progress than it had', async () => {
  const db = t.database.db;
  for (const firstName of ['Ama', 'Bea', 'Cyd'])
    await insertStudent(db, { firstName, lastName: 'Resumed', class: '10', section: 'R' });
  // The database itself refuses a count that goes back, as a progress bar would show it.
  await t.database.pool.query(`
    create function refuse_progress_back() returns trigger language plpgsql as $$
    begin
      if new.current < old.current then
        raise exception 'progress went back from % to %', old.current, new.current;
      end if;
      return new;
    end $$;
    create trigger refuse_progress_back before update on id_card_batches
      for each row execute function refuse_progress_back()`);
  try {
    // Its first worker had drawn two cards when it died.
    const resumed = await insertDeadBatch('R', { current: 2 });
    if (!t.app.jobs) throw new Error('setup');
    await t.app.jobs.enqueue(ID_CARD_SWEEP_QUEUE, {});
    let found: BatchProgress | undefined;
    await waitFor(async () => {
      found = (
        await admin.request({ method: 'GET', url: `/api/id-cards/batch/${resumed.id}` })
      ).json().data;
      return found?.status !== 'Processing';
    });
    expect(found).toMatchObject({ status: 'Ready', current: 3, total: 3 });
  } finally {
    await t.database.pool.query(`drop trigger refuse_progress_back on id_card_batches;
      drop function refuse_progress_back()`);
  }
});

test('a batch whose worker died after saving some of its cards saves the others, each student once with one active card', async () => {
  const db = t.database.db;
  const [first, second, third] = await Promise.all(
    ['Ama', 'Bea', 'Cyd'].map((firstName) =>
      insertStudent(db, { firstName, lastName: 'Halfway', class: '10', section: 'H' }),
    ),
  );
  if (!first || !second || !third || !t.app.jobs) throw new Error('setup');
  const batch = await insertDeadBatch('H');
  // The first worker had saved Ama's card in the batch when it died; Bea has an older card.
  const savedBefore = await save(first.id);
  await db.update(idCards).set({ batchId: batch.id }).where(eq(idCards.id, savedBefore.id));
  const older = await save(second.id);

  await t.app.jobs.enqueue(ID_CARD_SWEEP_QUEUE, {});
  await waitFor(
    async () =>
      (await admin.request({ method: 'GET', url: `/api/id-cards/batch/${batch.id}` })).json().data
        .status !== 'Processing',
  );
  const inBatch = await db.select().from(idCards).where(eq(idCards.batchId, batch.id));
  expect(inBatch.map((card) => card.studentId).sort()).toEqual(
    [first.id, second.id, third.id].sort(),
  );
  expect(inBatch.find((card) => card.studentId === first.id)?.id).toBe(savedBefore.id);
  for (const student of [first, second, third]) {
    const active = await db
      .select({ id: idCards.id })
      .from(idCards)
      .where(and(eq(idCards.studentId, student.id), eq(idCards.status, 'active')));
    expect(active, student.firstName).toHaveLength(1);
  }
  const [olderNow] = await db.select().from(idCards).where(eq(idCards.id, older.id));
  expect(olderNow?.status).toBe('superseded');
});

test('delete removes a card from the register', async () => {
  const card = await save((await insertStudent(t.database.db)).id);
  const removed = await admin.request({ method: 'DELETE', url: `/api/id-cards/${card.id}` });
  expect(removed.json().data.message).toBe(ID_CARD_MESSAGES.cardDeleted);
  expect(
    (await admin.request({ method: 'DELETE', url: `/api/id-cards/${card.id}` })).statusCode,
  ).toBe(404);
});

test('a batch whose worker died mid-way is made again by the sweep, or Failed after three tries', async () => {
  const db = t.database.db;
  await insertStudent(db, { firstName: 'Stranded', lastName: 'Card', class: '9', section: 'C' });
  const stale = sql`now() - interval '5 minutes'`;
  const stranded = {
    schoolId: FIRST_SCHOOL_ID,
    class: '9',
    section: 'C',
    layout: 'card',
    settings: await completeSettings(db, IdCardSettingsBodySchema.parse({})),
    total: 1,
  } as const;
  const [resumed, exhausted, recent] = await db
    .insert(idCardBatches)
    .values([
      { ...stranded, attempts: 1, heartbeatAt: stale, createdAt: stale },
      { ...stranded, attempts: 3, heartbeatAt: stale, createdAt: stale },
      // Its worker died a moment ago: on a shared database it might still be alive elsewhere.
      { ...stranded, attempts: 1, heartbeatAt: sql`now()`, createdAt: stale },
    ])
    .returning({ id: idCardBatches.id });
  if (!resumed || !exhausted || !recent || !t.app.jobs) throw new Error('setup');
  const progress = async (id: string) => {
    let found: BatchProgress | undefined;
    await waitFor(async () => {
      found = (await admin.request({ method: 'GET', url: `/api/id-cards/batch/${id}` })).json()
        .data;
      return found?.status !== 'Processing';
    });
    return found;
  };
  // What the sweep does every minute (and a restarted worker at start); the lease itself is
  // shared/jobs/lease.test.ts's.
  await t.app.jobs.enqueue(ID_CARD_SWEEP_QUEUE, {});
  expect(await progress(resumed.id)).toMatchObject({ status: 'Ready', current: 1, total: 1 });
  expect(await progress(exhausted.id)).toMatchObject({
    status: 'Failed',
    failureReason: ID_CARD_MESSAGES.batchInterrupted,
  });
  // Stored once, read in each reader's language.
  const inFrench = await admin.request({
    method: 'GET',
    url: `/api/id-cards/batch/${exhausted.id}`,
    headers: { 'accept-language': 'fr' },
  });
  expect(inFrench.json().data.failureReason).toBe(textsIn('fr').idCards.batchInterrupted);
  expect(inFrench.json().data.failureReason).not.toBe(ID_CARD_MESSAGES.batchInterrupted);
  const waiting = await admin.request({ method: 'GET', url: `/api/id-cards/batch/${recent.id}` });
  expect(waiting.json().data.status).toBe('Processing');
  await db.delete(idCardBatches).where(eq(idCardBatches.id, recent.id));
});
