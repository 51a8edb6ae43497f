/**
 * Backups in `npm run bench -- --backup` (issue 40): a school of 2,000 students with a year of
 * check-ins on each engine; the time and size of a backup downloaded from a running server, and
 * the time of its restore onto a brand-new installation with the recovery key, as after a lost
 * disk. Each server is a process of its own, as in production.
 */
import { addDays, schoolDateOf } from '../shared/school-calendar.js';
import { migrateDatabase } from '../db/migrate.js';
import { insertDemoAttendance, insertDemoStudents } from '../demo/generate-school.js';
import { onEachEngine, type BenchEngine } from './scratch-database.js';
import { startServer } from './server-process.js';

const STUDENTS = 2000;
const DAYS = 365;
const TIMEZONE = 'America/New_York';
const ADMIN = { email: 'backup-bench@rollcall.test', password: 'Bench1234', name: 'Bench Admin' };

type Figures = {
  engine: string;
  records: number;
  backupSeconds: number;
  megabytes: number;
  restoreSeconds: number;
  restoredRows: number;
};

async function signIn(url: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const { data } = (await response.json()) as { data: { accessToken: string } };
  return { authorization: `Bearer ${data.accessToken}` };
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/** The school, its backup and its recovery key, from a server on `school`. */
async function backUp(school: BenchEngine) {
  const database = await school.open();
  await migrateDatabase(database.db);
  const today = schoolDateOf(new Date(), TIMEZONE);
  await insertDemoStudents(database.db, STUDENTS);
  const records = await insertDemoAttendance(database.db, {
    from: addDays(today, -(DAYS - 1)),
    to: today,
    timezone: TIMEZONE,
    startTime: '08:00',
  });
  await database.close();
  const server = await startServer({ ...school.env, ...adminEnv });
  try {
    // A fresh sign-in counts as the confirmation both ask for.
    const headers = await signIn(server.url);
    const key = await fetch(`${server.url}/api/system/recovery-key`, { headers });
    const { recoveryKey } = ((await key.json()) as { data: { recoveryKey: string } }).data;
    const started = performance.now();
    const response = await fetch(`${server.url}/api/system/backup`, { headers });
    if (!response.ok) throw new Error(`backup refused: ${await response.text()}`);
    const file = Buffer.from(await response.arrayBuffer());
    return { records, file, recoveryKey, backupSeconds: seconds(started) };
  } finally {
    await server.stop();
  }
}

const adminEnv = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_NAME: ADMIN.name,
};

async function restoreOntoNew(
  fresh: BenchEngine,
  backup: Awaited<ReturnType<typeof backUp>>,
): Promise<{ restoreSeconds: number; restoredRows: number }> {
  const server = await startServer({ ...fresh.env, ...adminEnv });
  try {
    const headers = await signIn(server.url);
    const form = new FormData();
    form.set('password', ADMIN.password);
    form.set('recoveryKey', backup.recoveryKey);
    form.set('backup', new Blob([backup.file]), 'school.rollcall-backup');
    const started = performance.now();
    const response = await fetch(`${server.url}/api/system/restore`, {
      method: 'POST',
      headers,
      body: form,
    });
    if (!response.ok) throw new Error(`restore refused: ${await response.text()}`);
    const restoreSeconds = seconds(started);
    const { data } = (await response.json()) as { data: { restored: Record<string, number> } };
    const restoredRows = Object.values(data.restored).reduce((sum, rows) => sum + rows, 0);
    return { restoreSeconds, restoredRows };
  } finally {
    await server.stop();
  }
}

export async function benchBackup(engines: string[], postgresUrl: string | undefined) {
  const results = await onEachEngine(engines, postgresUrl, 'rollcall-backup-bench', (school) =>
    onEachEngine([school.engine], postgresUrl, 'rollcall-restore-bench', async (fresh) => {
      const log = (line: string) => process.stdout.write(`[backup ${school.engine}] ${line}\n`);
      const backup = await backUp(school);
      const megabytes = backup.file.length / 1024 / 1024;
      log(
        `${backup.records} check-ins: backup ${backup.backupSeconds.toFixed(1)} s, ${megabytes.toFixed(1)} MB`,
      );
      const restored = await restoreOntoNew(fresh, backup);
      log(`restored onto a new installation in ${restored.restoreSeconds.toFixed(1)} s`);
      return {
        engine: school.engine,
        records: backup.records,
        backupSeconds: backup.backupSeconds,
        megabytes,
        ...restored,
      } satisfies Figures;
    }),
  );
  process.stdout.write(
    `\n| engine | check-ins | backup | file | restore onto a new installation | rows restored |\n|---|---|---|---|---|---|\n`,
  );
  for (const r of results.flat()) {
    process.stdout.write(
      `| ${r.engine} | ${r.records.toLocaleString('en-US')} | ${r.backupSeconds.toFixed(1)} s | ${r.megabytes.toFixed(1)} MB | ${r.restoreSeconds.toFixed(1)} s | ${r.restoredRows.toLocaleString('en-US')} |\n`,
    );
  }
}
