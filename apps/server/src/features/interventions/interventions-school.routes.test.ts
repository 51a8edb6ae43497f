import { expect, test } from 'vitest';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { insertSchool, insertStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { interventionCases } from '../../db/schema/interventions.js';
import { letterBatches } from '../../db/schema/outreach.js';
import { firstSchoolId } from '../../shared/school-staff.js';
import { runScheduledEvaluations } from './case-evaluation.service.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });

const at = (schoolId: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  admin.request({ method, url, headers: { [SCHOOL_ID_HEADER]: schoolId }, payload });

/** A case of a student of the school, opened by its rules. */
async function caseAt(schoolId: string) {
  const student = await insertStudent(t.database.db, { schoolId });
  const [row] = await t.database.db
    .insert(interventionCases)
    .values({
      schoolId,
      studentId: student.id,
      rule: 'chronic-absence',
      openedOn: '2026-10-09',
      evaluatedOn: '2026-10-09',
      absentDays: 4,
      enrolledDays: 20,
      rate: 80,
    })
    .returning({ id: interventionCases.id });
  if (!row) throw new Error('Case was not inserted');
  return row.id;
}

test("a school's cases and letters are its own: listed, read, changed and noted there only", async () => {
  const db = t.database.db;
  const lincoln = await firstSchoolId(db);
  const riverside = await insertSchool(db, { timezone: 'America/Chicago' });
  const ours = await caseAt(lincoln);
  const theirs = await caseAt(riverside);

  const listed = async (schoolId: string) =>
    ((await at(schoolId, 'GET', '/api/interventions')).json().data.cases as { _id: string }[]).map(
      (row) => row._id,
    );
  expect(await listed(lincoln)).toEqual([ours]);
  expect(await listed(riverside)).toEqual([theirs]);
  const unseen = async (schoolId: string) =>
    (await at(schoolId, 'GET', '/api/interventions/unseen')).json().data.count;
  expect(await unseen(lincoln)).toBe(1);
  // Looking at one school's new cases leaves the other's bell as it was.
  expect((await at(lincoln, 'POST', '/api/interventions/seen')).statusCode).toBe(200);
  expect([await unseen(lincoln), await unseen(riverside)]).toEqual([0, 1]);

  const refused = [
    await at(lincoln, 'GET', `/api/interventions/${theirs}`),
    await at(lincoln, 'PUT', `/api/interventions/${theirs}`, { status: 'closed' }),
    await at(lincoln, 'POST', `/api/interventions/${theirs}/notes`, { text: 'Called home' }),
  ];
  expect(refused.map((response) => response.json().error?.code)).toEqual([
    'CASE_NOT_FOUND',
    'CASE_NOT_FOUND',
    'CASE_NOT_FOUND',
  ]);
  const untouched = await at(riverside, 'GET', `/api/interventions/${theirs}`);
  expect(untouched.json().data.case).toMatchObject({ status: 'open', notes: [] });

  const [batch] = await db
    .insert(letterBatches)
    .values({ schoolId: riverside, kind: 'nudge', studentIds: [], total: 0 })
    .returning({ id: letterBatches.id });
  expect((await at(lincoln, 'GET', `/api/interventions/letters/${batch?.id}`)).statusCode).toBe(
    404,
  );
  expect((await at(riverside, 'GET', `/api/interventions/letters/${batch?.id}`)).statusCode).toBe(
    200,
  );
});

test("each school's rules are evaluated once its own cutoff has passed, and its day claimed for it alone", async () => {
  const db = t.database.db;
  const lincoln = await firstSchoolId(db);
  const riverside = await insertSchool(db, { timezone: 'America/Chicago' });
  // 09:31 on a Monday in New York is 08:31 in Chicago: past Lincoln's cutoff (09:30) only.
  const outcomes = await runScheduledEvaluations(db, new Date('2026-10-12T09:31:00-04:00'));
  expect(outcomes.find((outcome) => outcome.schoolId === lincoln)?.status).toBe('ran');
  expect(outcomes.find((outcome) => outcome.schoolId === riverside)?.status).toBe('before-cutoff');
  const later = await runScheduledEvaluations(db, new Date('2026-10-12T09:31:00-05:00'));
  expect(later.find((outcome) => outcome.schoolId === lincoln)?.status).toBe('already-ran');
  expect(later.find((outcome) => outcome.schoolId === riverside)?.status).toBe('ran');
});
