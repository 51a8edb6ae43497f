import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../../db/client.js';
import { attendance } from '../../db/schema/attendance.js';
import { students } from '../../db/schema/students.js';
import { FIXTURE, seedReportFixture } from '../../../test/report-fixture.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { dailyFigures, studentFigures } from './attendance-figures.js';

/**
 * The running totals the reports read (migration 0011) follow every write to attendance and every
 * class move in the same transaction; the calendar and enrolment are applied when reading. Each
 * test changes the fixture, checks the figures, and checks that the totals equal a rebuild.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
let ids: Awaited<ReturnType<typeof seedReportFixture>>;

const everyone = { class: null, section: null, timezone: 'America/New_York' };
const at = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  ids = await seedReportFixture(db);
});
afterAll(async () => {
  await database.close();
});

async function studentOf(id: string, days: readonly string[] = FIXTURE.days) {
  const figures = await studentFigures(db, everyone, days);
  return figures.find((student) => student.id === id);
}

async function dayOf(date: string, scope: { class: string | null; section: string | null }) {
  const [day] = await dailyFigures(db, { ...scope, timezone: everyone.timezone }, [date]);
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

/** The totals as kept, against the same totals computed from the records now. */
async function expectTotalsRebuilt() {
  const rows = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows;
  expect(
    await rows(sql`
      select school_date::text, class, section, present, late from attendance_day_totals
       where present <> 0 or late <> 0 order by 1, 2, 3`),
  ).toEqual(
    await rows(sql`
      select a.school_date::text, s.class, s.section,
             count(*) filter (where a.status = 'present')::int as present,
             count(*) filter (where a.status = 'late')::int as late
        from attendance a join students s on s.id = a.student_id
       where a.deleted_at is null and a.status in ('present', 'late')
       group by 1, 2, 3 order by 1, 2, 3`),
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
        from attendance
       where deleted_at is null and status in ('present', 'late')
       group by 1, 2 order by 1, 2`),
  );
}

test('the fixture as seeded: totals equal a rebuild, and the figures are the hand-computed ones', async () => {
  await expectTotalsRebuilt();
  expect(await studentOf(ids.ben)).toMatchObject({ enrolledDays: 8, present: 6, late: 2 });
  // Gus's holiday and Saturday records are counted in the totals but are not school days.
  expect(await studentOf(ids.gus)).toMatchObject({ enrolledDays: 8, present: 8, late: 0 });
  expect(await dayOf('2026-09-16', everyone)).toEqual({
    date: '2026-09-16',
    enrolled: 6,
    present: 4,
    late: 0,
  });
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
});

test('a student moved to another class takes their figures along', async () => {
  const before10A = await dayOf('2026-09-14', { class: '10', section: 'A' });
  await db.update(students).set({ class: '11', section: 'B' }).where(eq(students.id, ids.ben));
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
  await db.insert(attendance).values({
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
  await db.insert(attendance).values(
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
