import { describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { useTestApp } from '../../../test/test-app.js';
import { listenForSettingsChanges } from './settings-changes.js';

const isPostgres = process.env.TEST_DB === 'postgres';

const { t, admin } = useTestApp({ staff: { admin: {} } });

const schoolName = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/settings', headers: admin.headers })).json<{
    data: { settings: { schoolName: string } };
  }>().data.settings.schoolName;

const saveSchoolName = async (app: FastifyInstance, name: string) => {
  const current = (
    await app.inject({ method: 'GET', url: '/api/settings', headers: admin.headers })
  ).json<{ data: { settings: Record<string, unknown> } }>().data.settings;
  const response = await app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: admin.headers,
    payload: { ...current, schoolName: name },
  });
  expect(response.statusCode).toBe(200);
};

test('a process that saves the settings uses the new ones at once', async () => {
  expect(await schoolName(t.app)).not.toBe('Saved Here Academy');
  await saveSchoolName(t.app, 'Saved Here Academy');
  expect(await schoolName(t.app)).toBe('Saved Here Academy');
});

describe.skipIf(!isPostgres)(
  `across processes${isPostgres ? '' : ' (skipped: PostgreSQL only; the embedded database has one process)'}`,
  () => {
    /** Resolves at the listener's next reported change. */
    const changes = () => {
      const waiters: Array<() => void> = [];
      return {
        onChange: () => {
          for (const resolve of waiters.splice(0)) resolve();
        },
        next: () => new Promise<void>((resolve) => waiters.push(resolve)),
      };
    };

    test('a committed change is announced, and after a dropped connection listening resumes', async () => {
      const seen = changes();
      const errors: Error[] = [];
      const listener = await listenForSettingsChanges({
        connection: t.database.pool.options,
        onChange: seen.onChange,
        onError: (error) => errors.push(error),
      });
      try {
        const announced = seen.next();
        await t.database.pool.query(`update school_settings set school_name = 'Announced High'`);
        await announced;

        // The database ends the listening session, as a restart or a network cut would.
        const reconnected = seen.next();
        await t.database.pool.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'listen %'`,
        );
        await reconnected;
        expect(errors.length).toBeGreaterThan(0);

        const announcedAgain = seen.next();
        await t.database.pool.query(`update school_settings set school_name = 'Announced Again'`);
        await announcedAgain;
      } finally {
        await listener.stop();
      }
    });

    test('settings saved through one server are used by another on the same database', async () => {
      // A second server with its own pool and cache, as another process has.
      const otherDatabase: Database = await openDatabase({
        databaseUrl: t.database.pool.options.connectionString,
        dataDir: '/nonexistent',
        onIdleError: () => {},
      });
      const other = await buildApp({
        config: { jwtSecret: undefined, logLevel: 'silent', webDistDir: '/nonexistent' },
        database: otherDatabase,
      });
      try {
        await saveSchoolName(t.app, 'Before Academy');
        // Read (and cached) by the other server before the change.
        expect(await schoolName(other)).toBe('Before Academy');
        await saveSchoolName(t.app, 'After Academy');
        // Far inside the fallback time limit (60 s): only the announcement can explain it.
        const deadline = Date.now() + 10_000;
        let seen = await schoolName(other);
        while (seen !== 'After Academy' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          seen = await schoolName(other);
        }
        expect(seen).toBe('After Academy');
      } finally {
        await other.close();
        await otherDatabase.close();
      }
    });
  },
);
