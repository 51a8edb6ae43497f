import { beforeAll, expect, test } from 'vitest';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { INTERVENTION_MESSAGES } from '@rollcall/contract/interventions';
import { eq } from 'drizzle-orm';
import { letterBatches } from '../../db/schema/outreach.js';
import { insertStudent, insertAttendance } from '../../../test/factories.js';
import { LINCOLN_HIGH_SETTINGS } from '../../../test/school-settings-body.js';
import { useTestApp } from '../../../test/test-app.js';
import { createLetterBatch, makeLetterFile } from './letters.service.js';
import { runScheduledEvaluation } from './case-evaluation.service.js';
import { firstSchoolId } from '../../shared/school-staff.js';

const { t, admin, teacher } = useTestApp({ staff: { admin: {}, teacher: {} } });

// October 2026 in New York (EDT, UTC-4): school Monday to Friday, Monday 12 a holiday, cutoff
// 09:30. Every student below enrolled on Thursday 1, so the days counted by Tuesday 13 are
// 1, 2, 5, 6, 7, 8, 9 and 13: eight school days.
const at = (date: string, time = '10:00') => `${date}T${time}:00-04:00`;
const ids = { rui: '', bea: '', lu: '', mia: '', arc: '', pam: '' };

async function record(studentId: string, days: string[], status: 'present' | 'late') {
  await insertAttendance(
    t.database.db,
    days.map((schoolDate) => ({
      studentId,
      schoolDate,
      scanTime: new Date(at(schoolDate, status === 'late' ? '08:20' : '07:55')),
      status,
      timeWindow: status === 'late' ? ('late' as const) : ('on_time' as const),
      minutesLate: status === 'late' ? 20 : 0,
      method: 'scan' as const,
    })),
  );
}

const check = () => admin.request({ method: 'POST', url: '/api/interventions/check' });
const list = async (query = '') =>
  (await teacher.request({ method: 'GET', url: `/api/interventions${query}` })).json().data;
const casesOf = async (studentKey: string) =>
  ((await list('?limit=200')).cases as { student: { _id: string }; rule: string }[])
    .filter((c) => c.student._id === studentKey)
    .map((c) => c.rule)
    .sort();

beforeAll(async () => {
  const settings = await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: {
      ...LINCOLN_HIGH_SETTINGS,
      chronicAbsenceThreshold: 30,
      chronicAbsenceMinDays: 5,
    },
  });
  expect(settings.statusCode).toBe(200);
  const db = t.database.db;
  const enrolled = { enrollmentDate: '2026-10-01' };
  ids.rui = (await insertStudent(db, { ...enrolled, firstName: 'Rui', class: '9' })).id;
  ids.bea = (await insertStudent(db, { ...enrolled, firstName: 'Bea' })).id;
  ids.lu = (await insertStudent(db, { ...enrolled, firstName: 'Lu' })).id;
  ids.mia = (await insertStudent(db, { enrollmentDate: '2026-10-09', firstName: 'Mia' })).id;
  ids.arc = (
    await insertStudent(db, {
      ...enrolled,
      firstName: 'Arc',
      archivedAt: new Date(at('2026-10-10')),
    })
  ).id;
  ids.pam = (await insertStudent(db, { ...enrolled, firstName: 'Pam' })).id;
  // Rui: away from Thursday 8 on, over the weekend and the holiday.
  await record(
    ids.rui,
    ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'],
    'present',
  );
  // Bea: away Thursday 8 and Friday 9, then late on Tuesday 13: the late arrival ends the run.
  await record(
    ids.bea,
    ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'],
    'present',
  );
  await record(ids.bea, ['2026-10-13'], 'late');
  // Lu: late five days running, then on time.
  await record(
    ids.lu,
    ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'],
    'late',
  );
  await record(ids.lu, ['2026-10-08', '2026-10-09', '2026-10-13'], 'present');
  // Mia (enrolled on Friday 9) and Arc (archived on Saturday 10) never came; Pam always did.
  await record(
    ids.pam,
    [
      '2026-10-01',
      '2026-10-02',
      '2026-10-05',
      '2026-10-06',
      '2026-10-07',
      '2026-10-08',
      '2026-10-09',
      '2026-10-13',
    ],
    'present',
  );
});

test('before the cutoff the check counts up to the last school day; after it, today too', async () => {
  t.setNow(at('2026-10-13', '09:00'));
  const early = await check();
  expect(early.statusCode).toBe(200);
  // Through Friday 9 Rui has missed two days in a row (2 of 7: not chronic at 30 %); Lu has been
  // late five times.
  expect(early.json().data).toMatchObject({ date: '2026-10-09', opened: 1, stillOpen: 0 });
  expect(await casesOf(ids.lu)).toEqual(['repeated-lateness']);

  t.setNow(at('2026-10-13', '10:00'));
  const after = await check();
  expect(after.json().data).toMatchObject({ date: '2026-10-13', opened: 2, stillOpen: 1 });
  expect(after.json().data.message).toBe(
    'Rules checked up to 2026-10-13. New cases: 2. Already open: 1.',
  );
  // Thursday, Friday and Tuesday are three school days in a row; 3 of 8 days is 37.5 %.
  expect(await casesOf(ids.rui)).toEqual(['chronic-absence', 'consecutive-absences']);
  for (const student of [ids.bea, ids.mia, ids.arc, ids.pam]) {
    expect(await casesOf(student)).toEqual([]);
  }
  const { cases } = await list('?rule=consecutive-absences');
  expect(cases).toHaveLength(1);
  expect(cases[0]).toMatchObject({
    rule: 'consecutive-absences',
    status: 'open',
    tier: 1,
    openedOn: '2026-10-13',
    student: { _id: ids.rui, fullName: expect.stringMatching(/^Rui /), class: '9' },
    figures: { absentDays: 3, enrolledDays: 8, rate: 62.5, consecutive: 3, lateDays: 0 },
    assignedTo: null,
    lastActionAt: null,
  });
});

test('checking again, or twice at once, opens nothing new', async () => {
  t.setNow(at('2026-10-13', '10:05'));
  const [first, second] = await Promise.all([check(), check()]);
  expect(first.json().data).toMatchObject({ opened: 0, stillOpen: 3 });
  expect(second.json().data).toMatchObject({ opened: 0, stillOpen: 3 });
  expect((await list()).pagination.totalCases).toBe(3);
  // The scheduled run takes the day once, however many processes tick.
  const lincoln = await firstSchoolId(t.database.db);
  const runs = await Promise.all([
    runScheduledEvaluation(t.database.db, new Date(at('2026-10-13', '10:06')), lincoln),
    runScheduledEvaluation(t.database.db, new Date(at('2026-10-13', '10:06')), lincoln),
  ]);
  expect(runs.map((run) => run.status).sort()).toEqual(['already-ran', 'ran']);
  expect((await list()).pagination.totalCases).toBe(3);
});

test('teachers read cases and nothing more; admins change, assign and note them, audited', async () => {
  const { cases } = await list('?rule=chronic-absence');
  const id = cases[0]._id as string;
  const refused = [
    await teacher.request({ method: 'POST', url: '/api/interventions/check' }),
    await teacher.request({ method: 'PUT', url: `/api/interventions/${id}`, payload: { tier: 2 } }),
    await teacher.request({
      method: 'POST',
      url: `/api/interventions/${id}/notes`,
      payload: { text: 'Called home' },
    }),
  ];
  for (const response of refused) expect(response.statusCode).toBe(403);

  t.setNow(at('2026-10-13', '11:00'));
  const updated = await admin.request({
    method: 'PUT',
    url: `/api/interventions/${id}`,
    payload: { tier: 2, status: 'monitoring', assignedTo: teacher.user.id },
  });
  expect(updated.statusCode).toBe(200);
  expect(updated.json().data).toMatchObject({
    message: INTERVENTION_MESSAGES.caseUpdated,
    case: { tier: 2, status: 'monitoring', assignedTo: { _id: teacher.user.id } },
  });
  const noted = await admin.request({
    method: 'POST',
    url: `/api/interventions/${id}/notes`,
    payload: { text: 'Spoke with the mother; Rui was ill.', action: 'call' },
  });
  expect(noted.statusCode).toBe(201);
  const detail = (await teacher.request({ method: 'GET', url: `/api/interventions/${id}` })).json()
    .data.case;
  expect(detail.lastActionAt).toBe(new Date(at('2026-10-13', '11:00')).toISOString());
  expect(detail.notes).toEqual([
    expect.objectContaining({
      text: 'Spoke with the mother; Rui was ill.',
      action: 'call',
      author: { _id: admin.user.id, name: expect.any(String) },
    }),
  ]);
  const audit = (
    await admin.request({ method: 'GET', url: '/api/audit-log?entityType=case' })
  ).json().data;
  expect(audit.entries.map((entry: { action: string }) => entry.action).sort()).toEqual([
    'case.note',
    'case.update',
  ]);
});

test('bad input is refused with its message and changes nothing', async () => {
  const { cases } = await list('?rule=chronic-absence');
  const id = cases[0]._id as string;
  const cases400 = [
    [{ tier: 4 }, INTERVENTION_MESSAGES.tierInvalid],
    [{}, INTERVENTION_MESSAGES.nothingToChange],
    [{ assignedTo: '00000000-0000-4000-8000-000000000000' }, ERROR_MESSAGES.ASSIGNEE_NOT_STAFF],
  ] as const;
  for (const [payload, message] of cases400) {
    const response = await admin.request({
      method: 'PUT',
      url: `/api/interventions/${id}`,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  }
  const emptyNote = await admin.request({
    method: 'POST',
    url: `/api/interventions/${id}/notes`,
    payload: { text: '   ', action: 'fax' },
  });
  expect(emptyNote.statusCode).toBe(400);
  expect(emptyNote.json().error.fields).toMatchObject({
    text: INTERVENTION_MESSAGES.noteRequired,
    action: INTERVENTION_MESSAGES.actionInvalid,
  });
  const missing = await admin.request({
    method: 'GET',
    url: '/api/interventions/00000000-0000-4000-8000-000000000000',
  });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().error.code).toBe('CASE_NOT_FOUND');
  const detail = (await admin.request({ method: 'GET', url: `/api/interventions/${id}` })).json()
    .data.case;
  expect(detail).toMatchObject({ tier: 2, status: 'monitoring', notes: [expect.anything()] });
});

test('a closed case opens again only when the rule is met anew', async () => {
  const { cases } = await list('?rule=consecutive-absences');
  const id = cases[0]._id as string;
  t.setNow(at('2026-10-13', '12:00'));
  const closed = await admin.request({
    method: 'PUT',
    url: `/api/interventions/${id}`,
    payload: { status: 'closed' },
  });
  expect(closed.json().data.case.closedAt).toBe(new Date(at('2026-10-13', '12:00')).toISOString());
  // Everyone else comes every day from now on.
  const nextDays = ['2026-10-14', '2026-10-15', '2026-10-16', '2026-10-19'];
  for (const student of [ids.bea, ids.lu, ids.mia, ids.pam]) {
    await record(student, nextDays, 'present');
  }
  // The same run of absences does not open it again…
  t.setNow(at('2026-10-14', '10:00'));
  expect((await check()).json().data.opened).toBe(0);
  // …a new run after a day back does: present Wednesday 14, away 15, 16 and Monday 19.
  await record(ids.rui, ['2026-10-14'], 'present');
  t.setNow(at('2026-10-19', '10:00'));
  const renewed = (await check()).json().data;
  // Rui's new run, and Mia, enrolled on the 9th, who has now missed 2 of her 6 days (33 %).
  expect(renewed.opened).toBe(2);
  expect(await casesOf(ids.mia)).toEqual(['chronic-absence']);
  const runs = (await list('?rule=consecutive-absences&limit=10')).cases;
  expect(runs.map((c: { status: string }) => c.status).sort()).toEqual(['closed', 'open']);
  // Reopening the old one while the new one is open is refused: one open case per rule.
  const reopen = await admin.request({
    method: 'PUT',
    url: `/api/interventions/${id}`,
    payload: { status: 'open' },
  });
  expect(reopen.statusCode).toBe(400);
  expect(reopen.json().error.message).toBe(INTERVENTION_MESSAGES.alreadyOpen);
});

test('a letter is noted on each of the student’s cases not closed when it is made, once per batch; a failed batch notes nothing', async () => {
  const now = new Date(at('2026-10-19', '10:15'));
  const db = t.database.db;
  const actor = {
    id: admin.user.id,
    role: 'admin' as const,
    sessionId: 'letters',
    schoolId: await firstSchoolId(db),
  };
  const ask = async () => {
    const { id } = await createLetterBatch(db, now, actor, {
      kind: 'consecutive-absences',
      studentIds: [ids.rui],
    });
    const [batch] = await db.select().from(letterBatches).where(eq(letterBatches.id, id));
    return batch!;
  };
  const ruiCases = async () => {
    const { cases } = await list(`?limit=50`);
    const rui = cases.filter((c: { student: { _id: string } }) => c.student._id === ids.rui);
    return Promise.all(
      (rui as { _id: string; status: string }[]).map(async (item) => {
        const detail = (
          await teacher.request({ method: 'GET', url: `/api/interventions/${item._id}` })
        ).json().data.case;
        const letters = detail.notes.filter((note: { action: string }) => note.action === 'letter');
        return { status: item.status, letters, lastActionAt: detail.lastActionAt };
      }),
    );
  };

  // Asked for, then failed while drawing: no case says a letter was made.
  const failed = await ask();
  const breaks = async () => {
    throw new Error('the drawing thread died');
  };
  await expect(makeLetterFile(db, failed, now, breaks)).rejects.toThrow();
  for (const item of await ruiCases()) expect(item.letters).toHaveLength(0);

  // Made, and made again (its job taken up after a worker died): one note per open case.
  const made = await ask();
  await makeLetterFile(db, made, now);
  await makeLetterFile(db, made, now);
  const cases = await ruiCases();
  expect(cases.some((item) => item.status !== 'closed')).toBe(true);
  for (const item of cases) {
    // The run closed on the 13th keeps its history as it was.
    expect(item.letters).toHaveLength(item.status === 'closed' ? 0 : 1);
    if (item.status !== 'closed') {
      expect(item.letters[0].text).toBe(
        'Letter to the guardians made for printing: Consecutive absences notice',
      );
      expect(item.lastActionAt).toBe(now.toISOString());
    }
  }
});

test('the bell counts the cases opened since the user last looked', async () => {
  t.setNow(at('2026-10-19', '10:30'));
  const unseen = await teacher.request({ method: 'GET', url: '/api/interventions/unseen' });
  expect(unseen.json().data.count).toBeGreaterThan(0);
  const seen = await teacher.request({ method: 'POST', url: '/api/interventions/seen' });
  expect(seen.json().data.count).toBe(0);
  expect(
    (await teacher.request({ method: 'GET', url: '/api/interventions/unseen' })).json().data.count,
  ).toBe(0);
  // Another staff member's count is their own.
  expect(
    (await admin.request({ method: 'GET', url: '/api/interventions/unseen' })).json().data.count,
  ).toBeGreaterThan(0);
});

test('the rules’ thresholds are school settings, checked against each other', async () => {
  const save = (payload: Record<string, unknown>) =>
    admin.request({
      method: 'PUT',
      url: '/api/settings',
      payload: {
        ...LINCOLN_HIGH_SETTINGS,
        ...payload,
      },
    });
  const saved = await save({ consecutiveAbsenceDays: 4, repeatedLatenessDays: 6 });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().data.settings).toMatchObject({
    consecutiveAbsenceDays: 4,
    repeatedLatenessDays: 6,
    repeatedLatenessWindowDays: 30,
  });
  // A window shorter than the late days it must hold, alone or with them.
  for (const payload of [
    { repeatedLatenessWindowDays: 5 },
    { repeatedLatenessDays: 12, repeatedLatenessWindowDays: 10 },
  ]) {
    const refused = await save(payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      repeatedLatenessWindowDays: INTERVENTION_MESSAGES.latenessWindowTooShort,
    });
  }
  const outOfRange = await save({ consecutiveAbsenceDays: 1 });
  expect(outOfRange.json().error.fields).toEqual({
    consecutiveAbsenceDays: INTERVENTION_MESSAGES.consecutiveRange,
  });
  const kept = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data.settings;
  expect(kept).toMatchObject({ consecutiveAbsenceDays: 4, repeatedLatenessWindowDays: 30 });
});

test('the interventions report counts cases by rule, tier and class, with the time to first action', async () => {
  const response = await admin.request({
    method: 'GET',
    url: '/api/attendance/reports?type=interventions&startDate=2026-10-01&endDate=2026-10-31',
  });
  expect(response.statusCode).toBe(200);
  const row = (
    rule: string,
    tier: number,
    group: string,
    counts: number[],
    average: number | null,
  ) => {
    const [opened, closed, stillOpen, actedOn] = counts;
    const [className, section] = group.split('-');
    const tiers = ['', 'Tier 1 (universal)', 'Tier 2 (targeted)'];
    return {
      rule,
      tier: tiers[tier],
      class: className,
      section,
      opened,
      closed,
      stillOpen,
      actedOn,
      averageDaysToFirstAction: average,
    };
  };
  expect(response.json().data.rows).toEqual([
    // Mia's, opened on the 19th; nobody has acted yet.
    row('Chronic absence', 1, '10-A', [1, 0, 1, 0], null),
    // Rui's, moved to tier 2 and noted on the day it opened.
    row('Chronic absence', 2, '9-A', [1, 0, 1, 1], 0),
    // Rui's first run, closed the day it opened, and his second, still open, whose letter went
    // out the day it opened.
    row('Consecutive absences', 1, '9-A', [2, 1, 1, 2], 0),
    row('Repeated lateness', 1, '10-A', [1, 0, 1, 0], null),
  ]);
});
