import { afterEach, beforeEach, expect, test } from 'vitest';
import { schoolSettings } from '../../db/schema/settings.js';
import { FIRST_SETTINGS_ROW } from '../../shared/school-settings.js';
import { insertStudent } from '../../../test/factories.js';
import {
  createProcessDatabase,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../../../test/server-process.js';

/**
 * Two real server processes (build first) on one PostgreSQL: each runs the day's evaluation as it
 * starts (when the cutoff has passed) and both are asked to check at once, several times; the
 * students still have one case per rule, and the day one scheduled run.
 */

let database: Awaited<ReturnType<typeof createProcessDatabase>>;
const running = new Set<ServerProcess>();

beforeEach(async () => {
  database = await createProcessDatabase();
});
afterEach(async () => {
  for (const server of running) await server.stop();
  running.clear();
  await database.drop();
});

test.runIf(process.env.TEST_DB === 'postgres')(
  'two processes checking at once open each case once',
  async () => {
    const db = await database.open();
    try {
      // Every day a school day, so that whatever today is, the days counted (today after the
      // cutoff, else up to yesterday) are twenty school days of absence for each student.
      await db.db
        .insert(schoolSettings)
        .values({ ...FIRST_SETTINGS_ROW, timezone: 'UTC', schoolDays: [1, 2, 3, 4, 5, 6, 7] })
        .onConflictDoUpdate({
          target: schoolSettings.id,
          set: { timezone: 'UTC', schoolDays: [1, 2, 3, 4, 5, 6, 7] },
        });
      const enrolled = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
      for (let index = 0; index < 5; index += 1) {
        await insertStudent(db.db, { firstName: `Away${index}`, enrollmentDate: enrolled });
      }
    } finally {
      await db.close();
    }
    const servers = [
      await startServerProcess(database.env),
      await startServerProcess(database.env),
    ];
    for (const server of servers) running.add(server);
    const headers = await Promise.all(servers.map((server) => signInOver(server.url)));
    const checks = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((which) =>
        fetch(`${servers[which]?.url}/api/interventions/check`, {
          method: 'POST',
          headers: headers[which],
        }).then((response) => response.json() as Promise<{ data: { opened: number } }>),
      ),
    );
    const after = await database.open();
    try {
      const { rows } = await after.pool.query<{ rule: string; n: number }>(
        `select rule, count(*)::int as n from intervention_cases group by rule order by rule`,
      );
      // Five students absent twenty days: consecutive and chronic, once each.
      expect(rows).toEqual([
        { rule: 'chronic-absence', n: 5 },
        { rule: 'consecutive-absences', n: 5 },
      ]);
      const opened = checks.reduce((sum, check) => sum + check.data.opened, 0);
      const { rows: runs } = await after.pool.query<{ n: number }>(
        'select count(*)::int as n from intervention_runs',
      );
      expect(runs[0]?.n).toBeLessThanOrEqual(1);
      // What the checks opened and what the processes' own runs opened add up to the ten.
      expect(opened).toBeLessThanOrEqual(10);
      if ((runs[0]?.n ?? 0) === 0) expect(opened).toBe(10);
    } finally {
      await after.close();
    }
  },
  60_000,
);
