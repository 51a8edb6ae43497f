import { expect, test } from 'vitest';
import { openDatabaseMigratedUpTo } from '../../../test/migrated-up-to.js';
import { migrateDatabase } from '../../db/migrate.js';

/** The last migration before schools (issue 41). */
const BEFORE_SCHOOLS = 43;

test('an installation upgraded to schools is a district of one: its settings, staff, administrators’ powers, records and files', async () => {
  const database = await openDatabaseMigratedUpTo(BEFORE_SCHOOLS);
  try {
    await database.pool.query(
      `insert into school_settings (id, school_name, timezone) values (1, 'Lincoln High', 'Asia/Tokyo')`,
    );
    await database.pool.query(
      `insert into users (name, email, password_hash, role) values
         ('Ada Admin', 'ada@school.test', 'x', 'admin'),
         ('Tom Teacher', 'tom@school.test', 'x', 'teacher')`,
    );
    await database.pool.query(
      `insert into students (student_id, first_name, last_name, class, section, guardian_name,
                             guardian_phone)
       values ('S-1', 'Ana', 'Ruiz', '10', 'A', 'Eva Ruiz', '+1 555 010 1000')`,
    );
    await database.pool.query(
      `insert into attendance (student_id, school_date, scan_time, status, method)
       select id, '2026-09-14', '2026-09-14T12:00:00Z', 'present', 'scan' from students`,
    );
    await database.pool.query(`select attendance_totals_roll_up('2026-09-15')`);
    await database.pool.query(
      `insert into reports (type, format, start_date, end_date)
       values ('daily', 'csv', '2026-09-14', '2026-09-14')`,
    );
    await database.pool.query(
      `insert into notifications (kind, channel, recipient, body) values ('test', 'email', 'a@b.test', 'Hi')`,
    );
    await database.pool.query(
      `insert into absentee_runs (school_date, trigger) values ('2026-09-14', 'schedule')`,
    );
    await database.pool.query(
      `insert into intervention_views (user_id, seen_at) select id, now() from users`,
    );
    await database.pool.query(
      `insert into audit_log (actor_name, action, entity_type) values
         ('Ada Admin', 'student.update', 'student'), ('Ada Admin', 'user.create', 'user')`,
    );
    await migrateDatabase(database.db);

    const schools = await database.pool.query<{ id: string; code: string; is_active: boolean }>(
      'select id, code, is_active from schools',
    );
    expect(schools.rows).toEqual([{ id: expect.any(String), code: 'school-1', is_active: true }]);
    const school = schools.rows[0]?.id;
    const settings = await database.pool.query('select school_id from school_settings');
    expect(settings.rows).toEqual([{ school_id: school }]);
    const staff = await database.pool.query(
      `select u.email, u.is_district_admin, m.school_id, m.role
         from users u left join school_memberships m on m.user_id = u.id order by u.email`,
    );
    expect(staff.rows).toEqual([
      { email: 'ada@school.test', is_district_admin: true, school_id: school, role: 'admin' },
      { email: 'tom@school.test', is_district_admin: false, school_id: school, role: 'teacher' },
    ]);
    const audit = await database.pool.query(
      'select entity_type, school_id from audit_log order by entity_type',
    );
    expect(audit.rows).toEqual([
      { entity_type: 'student', school_id: school },
      { entity_type: 'user', school_id: null },
    ]);
    const owned = await database.pool.query(
      `select (select school_id from students) as student,
              (select school_id from attendance) as record,
              (select school_id from attendance_day_totals) as totals,
              (select school_id from reports) as report,
              (select school_id from notifications) as message,
              (select school_id from absentee_runs) as run,
              (select array_agg(distinct school_id) from intervention_views) as seen`,
    );
    expect(owned.rows).toEqual([
      {
        student: school,
        record: school,
        totals: school,
        report: school,
        message: school,
        run: school,
        seen: [school],
      },
    ]);
  } finally {
    await database.close();
  }
});
