import { expect, test } from 'vitest';
import { IdCardSettingsBodySchema } from '@rollcall/contract/id-cards';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { insertSchool, insertStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { idCardBatches } from '../../db/schema/id-cards.js';
import { firstSchoolId } from '../../shared/school-staff.js';
import { completeSettings } from './id-cards.service.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });

test("one school's admin neither sees nor touches another school's ID cards and batches", async () => {
  const first = await firstSchoolId(t.database.db);
  const riverside = await insertSchool(t.database.db);
  const atFirst = { [SCHOOL_ID_HEADER]: first };
  const atRiverside = { [SCHOOL_ID_HEADER]: riverside };
  const theirs = await insertStudent(t.database.db, { schoolId: riverside });
  const ours = await insertStudent(t.database.db, { schoolId: first });

  const saved = await admin.request({
    method: 'POST',
    url: '/api/id-cards',
    payload: { studentId: theirs.id },
    headers: atRiverside,
  });
  expect(saved.statusCode).toBe(201);
  const card = saved.json().data.card.id as string;
  // Not a student of this school: no card is saved for them here.
  const elsewhere = await admin.request({
    method: 'POST',
    url: '/api/id-cards',
    payload: { studentId: theirs.id },
    headers: atFirst,
  });
  expect(elsewhere.json().error.code).toBe('STUDENT_NOT_FOUND');
  await admin.request({
    method: 'POST',
    url: '/api/id-cards',
    payload: { studentId: ours.id },
    headers: atFirst,
  });

  const listed = await admin.request({ method: 'GET', url: '/api/id-cards', headers: atFirst });
  const names = (listed.json().data.cards as { studentName: string }[]).map((c) => c.studentName);
  expect(names).toEqual([`${ours.firstName} ${ours.lastName}`]);
  expect(listed.json().data.total).toBe(1);
  for (const [method, url] of [
    ['DELETE', `/api/id-cards/${card}`],
    ['POST', `/api/id-cards/${card}/revoke`],
    ['GET', `/api/id-cards/${card}/pdf`],
  ] as const) {
    const response = await admin.request({ method, url, headers: atFirst });
    expect(response.statusCode, `${method} ${url}`).toBe(404);
    expect(response.json().error.code).toBe('ID_CARD_NOT_FOUND');
  }
  const kept = await t.database.pool.query('select status from id_cards where id = $1', [card]);
  expect(kept.rows).toEqual([{ status: 'active' }]);

  const [batch] = await t.database.db
    .insert(idCardBatches)
    .values({
      schoolId: riverside,
      class: '10',
      section: 'A',
      layout: 'card',
      settings: await completeSettings(t.database.db, IdCardSettingsBodySchema.parse({})),
      total: 1,
    })
    .returning({ id: idCardBatches.id });
  const progress = await admin.request({
    method: 'GET',
    url: `/api/id-cards/batch/${batch?.id}`,
    headers: atFirst,
  });
  expect(progress.json().error.code).toBe('BATCH_NOT_FOUND');
  const again = await admin.request({ method: 'GET', url: '/api/id-cards', headers: atFirst });
  expect(again.json().data.latestBatch).toBeNull();
});
