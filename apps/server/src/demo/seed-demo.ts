import { count } from 'drizzle-orm';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { students } from '../db/schema/students.js';
import { schoolDateOf } from '../shared/school-calendar.js';
import { getSettings } from '../shared/school-settings.js';
import { ensureFirstAdmin } from '../features/users/first-admin.js';
import { seedDemoSchool } from './demo-school.js';

const DEMO_STUDENTS = 400;

/** npm run seed:demo [-- --force]: fills the configured database with a demo school. */
async function main() {
  const isForced = process.argv.includes('--force');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database.db);
    const [existing] = await database.db.select({ value: count() }).from(students);
    if ((existing?.value ?? 0) > 0 && !isForced) {
      process.stderr.write(
        `This database already has ${existing?.value} students. Run "npm run seed:demo -- --force" to add the demo school anyway.\n`,
      );
      process.exitCode = 1;
      return;
    }
    const admin = await ensureFirstAdmin(database.db, config.admin);
    if (admin.generatedPassword) {
      process.stdout.write(
        `First administrator: ${config.admin.email} / ${admin.generatedPassword}\n`,
      );
    }
    const settings = await getSettings(database.db);
    const school = await seedDemoSchool(database.db, {
      today: schoolDateOf(new Date(), settings.timezone),
      students: DEMO_STUDENTS,
      seed: Date.now() % 1000,
      // A forced second run gets its own student numbers rather than colliding with the first.
      idPrefix: isForced ? `D${Date.now().toString(36).slice(-4).toUpperCase()}-` : 'S',
    });
    process.stdout.write(
      `Demo school ready: ${school.students} students across grades 9–12 and sections A–D, ${school.checkIns} check-ins on the school days from ${school.from} to ${school.to}.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `seed:demo failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
