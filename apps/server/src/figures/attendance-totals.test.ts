import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SchoolSettingsBody } from '@rollcall/contract/settings';
import type { Db } from '../db/client.js';
import { attendance } from '../db/schema/attendance.js';
import { students } from '../db/schema/students.js';
import { insertAttendance, insertSchool, insertUser } from '../../test/factories.js';
import { firstSchoolId } from '../shared/school-staff.js';
import { FIXTURE, seedReportFixture } from '../../test/report-fixture.js';
import { openTestDatabase } from '../../test/test-database.js';
import { dailyFigures } from './daily-figures.js';
import { studentFigures } from './student-figures.js';
import { updateSettings } from '../features/settings/settings.service.js';
import { getSettings } from '../shared/school-settings.js';
import { rollUpTotals, rollUpTotalsAt } from './attendance-totals.js';

/**
 * The running totals the reports read (migrations 0011, 0017) hold the finished days, those before
 * `open_from`: a roll-up adds the days up to today, and every later write to a finished day and
 * every class move follows in the same transaction; days from `open_from` on are read live. The
 * calendar and enrolment are applied when reading. Each test changes the fixture, checks the
 * figures, and checks that the totals equal a rebuild of the finished days' records. The fixture's
 * "today" is 2026-09-17, which stays live until a test rolls past it.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
let ids: Awaited<ReturnType<typeof seedReportFixture>>;

const everyone = { schoolId: null, class: null, section: null, timezone: 'America/New_York' };
/** The fixture's chronic-absence settings. */
const chronic = { threshold: 10, minDays: 5 };
const at = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);
/** The fixture's today (FIXTURE.today): its records are live until a roll-up past it. */
const today = '2026-09-17';

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  ids = await seedReportFixture(db);
});
afterAll(async () => {
  await database.close();
});

async function studentOf(id: string, days: readonly string[] = FIXTURE.days) {
  const figures = await studentFigures(db, everyone, days, chronic);
  return figures.find((student) => student.id === id);
}

async function dayOf(date: string, scope: { class: string | null; section: string | null }) {
  const [day] = await dailyFigures(db, { ...everyone, ...scope }, [date]);
  return day;
}

const recordOf = async (studentId: string, schoolDate: string) => {
  const [row] = await db
    .select({ id: attendance.id })
    .from(attendance)
    .where(
      and(
        eq(attendance.studentId, studentId),
        eq(attendance.schoolDate, schoolDate),
        sql`${attendance.deletedAt} is null`,
      ),
    );
  if (!row) throw new Error(`no record for ${studentId} on ${schoolDate}`);
  return row.id;
};

const rows = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows;

const openFrom = async () =>
  String((await rows(sql`select open_from::text as d from attendance_totals_state`))[0]?.d);

/** The totals as kept, against the same totals computed from the finished days' records now. */
async function expectTotalsRebuilt() {
  const finished = sql`a.school_date < (select open_from from attendance_totals_state)`;
  expect(
    await rows(sql`
      select school_id, school_date::text, class, section, present, late
        from attendance_day_totals
       where present <> 0 or late <> 0 order by 1, 2, 3, 4`),
  ).toEqual(
    await rows(sql`
      select s.school_id, a.school_date::text, s.class, s.section,
             count(*) filter (where a.status = 'present')::int as present,
             count(*) filter (where a.status = 'late')::int as late
        from attendance a join students s on s.id = a.student_id
       where a.deleted_at is null and a.status in ('present', 'late') and ${finished}
       group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  );
  expect(
    await rows(sql`
      select student_id, year, present::text, late::text from attendance_year_marks
       where bit_count(present) + bit_count(late) > 0 order by 1, 2`),
  ).toEqual(
    await rows(sql`
      select student_id, extract(year from school_date)::int as year,
             bit_or(case when status = 'present' then attendance_day_bit(school_date)
                         else B'0'::bit(366) end)::text as present,
             bit_or(case when status = 'late' then attendance_day_bit(school_date)
                         else B'0'::bit(366) end)::text as late
        from attendance a
       where deleted_at is null and status in ('present', 'late') and ${finished}
       group by 1, 2 order by 1, 2`),
  );
}

test('the fixture as seeded is read live; a roll-up to today moves the finished days into the totals, figures unchanged', async () => {
  // Seeded right after the migration: nothing is finished yet, so no trigger ran.
  expect(await openFrom()).toBe('-infinity');
  expect(await rows(sql`select 1 from attendance_day_totals`)).toEqual([]);
  expect(await rows(sql`select 1 from attendance_year_marks`)).toEqual([]);
  const live = {
    students: await studentFigures(db, everyone, FIXTURE.days, chronic),
    days: await dailyFigures(db, everyone, FIXTURE.days),
  };

  await rollUpTotals(db, today);
  expect(await openFrom()).toBe(today);
  await expectTotalsRebuilt();
  expect(
    await rows(sql`select 1 from attendance_day_totals where school_date >= ${today}`),
  ).toEqual([]);
  expect(await studentFigures(db, everyone, FIXTURE.days, chronic)).toEqual(live.students);
  expect(await dailyFigures(db, everyone, FIXTURE.days)).toEqual(live.days);

  expect(await studentOf(ids.ben)).toMatchObject({ enrolledDays: 8, present: 6, late: 2 });
  // Gus's holiday and Saturday records are counted in the totals but are not school days.
  expect(await studentOf(ids.gus)).toMatchObject({ enrolledDays: 8, present: 8, late: 0 });
  expect(await dayOf('2026-09-16', everyone)).toEqual({
    date: '2026-09-16',
    enrolled: 6,
    present: 4,
    late: 0,
  });
  expect(await dayOf(today, everyone)).toEqual({
    date: today,
    enrolled: 6,
    present: 5,
    late: 0,
  });
});

test('a second roll-up to the same day changes nothing', async () => {
  const before = await rows(sql`select * from attendance_day_totals order by 1, 2, 3`);
  await db.execute(sql`select attendance_totals_roll_up(${today}::date)`);
  await db.execute(sql`select attendance_totals_roll_up('2026-09-01'::date)`);
  expect(await openFrom()).toBe(today);
  expect(await rows(sql`select * from attendance_day_totals order by 1, 2, 3`)).toEqual(before);
});

test('a check-in today writes its record alone and counts at once in every figure', async () => {
  const totals = await rows(sql`
    select (select count(*) from attendance_day_totals)::int as days,
           (select string_agg(present::text || late::text, ',' order by student_id, year)
              from attendance_year_marks) as marks`);
  const before = await dayOf(today, everyone);
  // Dan has no record today.
  const [inserted] = await insertAttendance(db, {
    studentId: ids.dan,
    schoolDate: today,
    scanTime: at(today, '08:20'),
    status: 'late',
    minutesLate: 20,
    method: 'scan',
  }).returning({ id: attendance.id });
  expect(
    await rows(sql`
    select (select count(*) from attendance_day_totals)::int as days,
           (select string_agg(present::text || late::text, ',' order by student_id, year)
              from attendance_year_marks) as marks`),
  ).toEqual(totals);
  expect(await dayOf(today, everyone)).toEqual({ ...before, late: (before?.late ?? 0) + 1 });
  expect(await studentOf(ids.dan)).toMatchObject({ present: 5, late: 1, absent: 2 });

  // Edited and deleted today: still nothing but the record.
  await db
    .update(attendance)
    .set({ status: 'present', minutesLate: 0 })
    .where(eq(attendance.id, inserted?.id ?? ''));
  expect(await studentOf(ids.dan)).toMatchObject({ present: 6, late: 0, absent: 2 });
  await db.delete(attendance).where(eq(attendance.id, inserted?.id ?? ''));
  expect(await dayOf(today, everyone)).toEqual(before);
  await expectTotalsRebuilt();
});

test('a manual edit of a past day shows at once: status changes, and back', async () => {
  const id = await recordOf(ids.ana, '2026-09-09');
  await db.update(attendance).set({ status: 'absent' }).where(eq(attendance.id, id));
  expect(await studentOf(ids.ana)).toMatchObject({ present: 7, late: 0, absent: 1 });
  expect(await dayOf('2026-09-09', everyone)).toMatchObject({ present: 4, late: 0 });
  await expectTotalsRebuilt();

  await db.update(attendance).set({ status: 'late', minutesLate: 5 }).where(eq(attendance.id, id));
  expect(await studentOf(ids.ana)).toMatchObject({ present: 7, late: 1, absent: 0 });
  expect(await dayOf('2026-09-09', everyone)).toMatchObject({ present: 4, late: 1 });

  // A note alone changes no figure.
  await db.update(attendance).set({ notes: 'came by bus' }).where(eq(attendance.id, id));
  expect(await studentOf(ids.ana)).toMatchObject({ present: 7, late: 1 });

  await db
    .update(attendance)
    .set({ status: 'present', minutesLate: 0 })
    .where(eq(attendance.id, id));
  expect(await studentOf(ids.ana)).toMatchObject({ present: 8, late: 0 });
  await expectTotalsRebuilt();
});

test('deleting, restoring, moving a record to another day and erasing it', async () => {
  const id = await recordOf(ids.ana, '2026-09-10');
  await db.update(attendance).set({ deletedAt: new Date() }).where(eq(attendance.id, id));
  expect(await studentOf(ids.ana)).toMatchObject({ present: 7, absent: 1 });
  expect(await dayOf('2026-09-10', everyone)).toMatchObject({ present: 3, late: 1 });
  await db.update(attendance).set({ deletedAt: null }).where(eq(attendance.id, id));
  expect(await studentOf(ids.ana)).toMatchObject({ present: 8, absent: 0 });
  await expectTotalsRebuilt();

  // Cara's record of the 8th moved onto her absent 14th (a correction of the wrong day).
  const cara = await recordOf(ids.cara, '2026-09-08');
  await db.update(attendance).set({ schoolDate: '2026-09-14' }).where(eq(attendance.id, cara));
  expect(await studentOf(ids.cara)).toMatchObject({ present: 6, absent: 2 });
  expect(await dayOf('2026-09-08', everyone)).toMatchObject({ present: 5 });
  expect(await dayOf('2026-09-14', everyone)).toMatchObject({ present: 6 });
  await expectTotalsRebuilt();

  await db.delete(attendance).where(eq(attendance.id, cara));
  expect(await studentOf(ids.cara)).toMatchObject({ present: 5, absent: 3 });
  await expectTotalsRebuilt();

  // Dan's record of the 8th moved onto today (live) leaves the totals, and moved back returns.
  const dan = await recordOf(ids.dan, '2026-09-08');
  const todayBefore = await dayOf(today, everyone);
  await db.update(attendance).set({ schoolDate: today }).where(eq(attendance.id, dan));
  expect(await dayOf('2026-09-08', everyone)).toMatchObject({ present: 4 });
  expect(await dayOf(today, everyone)).toMatchObject({ present: (todayBefore?.present ?? 0) + 1 });
  expect(await studentOf(ids.dan)).toMatchObject({ present: 5, absent: 3 });
  await expectTotalsRebuilt();
  await db.update(attendance).set({ schoolDate: '2026-09-08' }).where(eq(attendance.id, dan));
  expect(await dayOf('2026-09-08', everyone)).toMatchObject({ present: 5 });
  expect(await dayOf(today, everyone)).toEqual(todayBefore);
  await expectTotalsRebuilt();
});

test('a student moved to another class takes their figures along, finished days and today', async () => {
  const before10A = await dayOf('2026-09-14', { class: '10', section: 'A' });
  const today10A = await dayOf(today, { class: '10', section: 'A' });
  await db.update(students).set({ class: '11', section: 'B' }).where(eq(students.id, ids.ben));
  expect(await dayOf(today, { class: '10', section: 'A' })).toEqual({
    ...today10A,
    enrolled: (today10A?.enrolled ?? 0) - 1,
    present: (today10A?.present ?? 0) - 1,
  });
  expect(await dayOf(today, { class: '11', section: 'B' })).toEqual({
    date: today,
    enrolled: 1,
    present: 1,
    late: 0,
  });
  expect(await dayOf('2026-09-14', { class: '10', section: 'A' })).toEqual({
    ...before10A,
    enrolled: (before10A?.enrolled ?? 0) - 1,
    present: (before10A?.present ?? 0) - 1,
  });
  expect(await dayOf('2026-09-14', { class: '11', section: 'B' })).toEqual({
    date: '2026-09-14',
    enrolled: 1,
    present: 1,
    late: 0,
  });
  await expectTotalsRebuilt();
  await db.update(students).set({ class: '10', section: 'A' }).where(eq(students.id, ids.ben));
  expect(await dayOf('2026-09-14', { class: '10', section: 'A' })).toEqual(before10A);
  await expectTotalsRebuilt();
});

test('records outside a student’s enrolment never count, however the enrolment changes later', async () => {
  const before = await dayOf('2026-09-15', everyone);
  // Hal is enrolled from the 21st: a record on the 15th is not an attended day.
  await insertAttendance(db, {
    studentId: ids.hal,
    schoolDate: '2026-09-15',
    scanTime: at('2026-09-15', '07:50'),
    status: 'present',
    method: 'manual',
  });
  expect(await dayOf('2026-09-15', everyone)).toEqual(before);
  expect(await studentOf(ids.hal)).toBeUndefined();

  // Archiving Gus on the 16th leaves his 16th and 17th out, though his records stay.
  await db
    .update(students)
    .set({ archivedAt: at('2026-09-16', '10:00') })
    .where(eq(students.id, ids.gus));
  expect(await studentOf(ids.gus)).toMatchObject({ enrolledDays: 6, present: 6, absent: 0 });
  const sixteenth = await dayOf('2026-09-16', everyone);
  expect(sixteenth).toEqual({ date: '2026-09-16', enrolled: 5, present: 3, late: 0 });
  await db.update(students).set({ archivedAt: null }).where(eq(students.id, ids.gus));
  expect(await studentOf(ids.gus)).toMatchObject({ enrolledDays: 8, present: 8 });
  await expectTotalsRebuilt();
});

test('a range across the new year reads both years’ marks, in one statement of many records', async () => {
  const days = ['2026-12-31', '2027-01-04'];
  await insertAttendance(
    db,
    days.map((schoolDate, index) => ({
      studentId: ids.gus,
      schoolDate,
      scanTime: at(schoolDate, '08:10'),
      status: index === 0 ? ('present' as const) : ('late' as const),
      minutesLate: index * 10,
      method: 'manual' as const,
    })),
  );
  expect(await studentOf(ids.gus, days)).toMatchObject({ enrolledDays: 2, present: 1, late: 1 });
  expect(await studentOf(ids.ana, days)).toMatchObject({ enrolledDays: 2, present: 0, absent: 2 });
  expect(await dailyFigures(db, everyone, days)).toEqual([
    { date: '2026-12-31', enrolled: 7, present: 1, late: 0 },
    { date: '2027-01-04', enrolled: 7, present: 0, late: 1 },
  ]);
  await expectTotalsRebuilt();
});

test('an inactive student is not counted at all, their check-ins neither, until reactivated', async () => {
  const before = await dayOf('2026-09-08', everyone);
  await db.update(students).set({ isActive: false }).where(eq(students.id, ids.ana));
  expect(await studentOf(ids.ana)).toBeUndefined();
  expect(await dayOf('2026-09-08', everyone)).toEqual({
    ...before,
    enrolled: (before?.enrolled ?? 0) - 1,
    present: (before?.present ?? 0) - 1,
  });
  expect(await dayOf('2026-09-08', { class: '10', section: 'A' })).toEqual({
    date: '2026-09-08',
    enrolled: 1,
    present: 1,
    late: 0,
  });
  await db.update(students).set({ isActive: true }).where(eq(students.id, ids.ana));
  expect(await dayOf('2026-09-08', everyone)).toEqual(before);
});

/** Resolves once `count` statements wait for a lock on attendance (PostgreSQL's own view). */
async function lockWaiters(count: number) {
  const deadline = Date.now() + 5000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} waiting for attendance's lock`);
    const [row] = await rows(sql`
      select count(*)::int as waiting from pg_locks
       where relation = 'attendance'::regclass and not granted`);
    if (Number(row?.waiting) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const checkIn = (studentId: string, schoolDate: string) => ({
  studentId,
  schoolDate,
  scanTime: at(schoolDate, '07:59'),
  status: 'present' as const,
  method: 'scan' as const,
});

test.runIf(process.env.TEST_DB === 'postgres')(
  'a roll-up waits for a check-in in flight and counts it; one held back meanwhile is counted by its trigger',
  async () => {
    const friday = '2026-09-18';
    const inFlight = await database.pool.connect();
    const heldBack = await database.pool.connect();
    try {
      await inFlight.query('begin');
      // A check-in of a day not yet finished: no trigger runs, the roll-up must find it.
      await inFlight.query(
        `insert into attendance (student_id, school_id, school_date, scan_time, status, method)
         select id, school_id, $2, now(), 'present', 'scan' from students where id = $1`,
        [ids.ana, friday],
      );
      const rollUp = database.pool.query(`select attendance_totals_roll_up('2026-09-21'::date)`);
      await lockWaiters(1);
      // Queued behind the roll-up: by the time it writes, Friday is finished.
      const late = heldBack.query(
        `insert into attendance (student_id, school_id, school_date, scan_time, status, method)
         select id, school_id, $2, now(), 'present', 'scan' from students where id = $1`,
        [ids.ben, friday],
      );
      await lockWaiters(2);
      await inFlight.query('commit');
      await Promise.all([rollUp, late]);
    } finally {
      inFlight.release();
      heldBack.release();
    }
    expect(await openFrom()).toBe('2026-09-21');
    await expectTotalsRebuilt();
    expect(await dayOf(friday, { class: '10', section: 'A' })).toEqual({
      date: friday,
      enrolled: 2,
      present: 2,
      late: 0,
    });
  },
);

test('check-ins racing a roll-up: each counted once, by the roll-up or by its trigger', async () => {
  const monday = '2026-09-21';
  await rollUpTotals(db, monday);
  const everyoneButHal = Object.entries(ids).filter(([key]) => key !== 'hal');
  await Promise.all([
    ...everyoneButHal.map(([, id]) => insertAttendance(db, checkIn(id, monday))),
    db.execute(sql`select attendance_totals_roll_up('2026-09-22'::date)`),
    ...everyoneButHal.map(([, id]) =>
      insertAttendance(db, checkIn(id, '2026-09-22')).then(() => undefined),
    ),
  ]);
  expect(await openFrom()).toBe('2026-09-22');
  await expectTotalsRebuilt();
  const [day] = await dailyFigures(db, everyone, [monday]);
  // Finn is archived; Hal, enrolled from this Monday, has no check-in.
  expect(day).toEqual({ date: monday, enrolled: 7, present: 6, late: 0 });
});

test('a time zone moved back behind the totals: today is already finished, so its check-ins count through the trigger', async () => {
  const noonUtc = new Date('2026-09-23T12:00:00Z');
  const kiritimati: SchoolSettingsBody = {
    ...(await getSettings(db)),
    schoolDays: [1, 2, 3, 4, 5],
    timezone: 'Pacific/Kiritimati',
  };
  const admin = await insertUser(db, { role: 'admin' });
  const actor = {
    id: admin.id,
    role: 'admin' as const,
    sessionId: admin.id,
    isDistrictAdmin: true,
    schoolId: await firstSchoolId(db),
  };
  // 02:00 on the 24th in Kiritimati (UTC+14), 08:00 on the 23rd in New York.
  await updateSettings(db, actor, kiritimati);
  await rollUpTotalsAt(db, noonUtc);
  expect(await openFrom()).toBe('2026-09-24');

  await updateSettings(db, actor, { ...kiritimati, timezone: 'America/New_York' });
  await rollUpTotalsAt(db, noonUtc);
  expect(await openFrom()).toBe('2026-09-24');
  const before = await rows(
    sql`select * from attendance_day_totals where school_date = '2026-09-23'`,
  );
  expect(before).toEqual([]);
  await insertAttendance(db, checkIn(ids.ana, '2026-09-23'));
  expect(
    await rows(sql`
    select class, section, present, late from attendance_day_totals
     where school_date = '2026-09-23'`),
  ).toEqual([{ class: '10', section: 'A', present: 1, late: 0 }]);
  expect(await studentOf(ids.ana, ['2026-09-23'])).toMatchObject({ enrolledDays: 1, present: 1 });
  await expectTotalsRebuilt();
});

test("each school's finished days are its own, and a student who moves school takes theirs along", async () => {
  const lincoln = { ...everyone, schoolId: await firstSchoolId(db) };
  const riverside = { ...everyone, schoolId: await insertSchool(db) };
  const day = ['2026-09-16'];
  expect(await openFrom()).toBe('2026-09-24');
  const [before] = await dailyFigures(db, lincoln, day);
  expect(before?.present).toBeGreaterThan(0);
  expect(await dailyFigures(db, riverside, day)).toEqual([
    { date: day[0], enrolled: 0, present: 0, late: 0 },
  ]);

  await db.update(students).set({ schoolId: riverside.schoolId }).where(eq(students.id, ids.ben));
  const [stayed] = await dailyFigures(db, lincoln, day);
  const [moved] = await dailyFigures(db, riverside, day);
  expect(moved?.enrolled).toBe(1);
  expect((moved?.present ?? 0) + (moved?.late ?? 0)).toBe(1);
  expect({
    enrolled: (stayed?.enrolled ?? 0) + (moved?.enrolled ?? 0),
    present: (stayed?.present ?? 0) + (moved?.present ?? 0),
    late: (stayed?.late ?? 0) + (moved?.late ?? 0),
  }).toEqual({ enrolled: before?.enrolled, present: before?.present, late: before?.late });
  await expectTotalsRebuilt();
});
