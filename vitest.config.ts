import { defineConfig } from 'vitest/config';
import { POSTGRES_FILES } from './apps/server/test/engine-files.js';
import { isAnswering } from './apps/server/test/local-services.js';

/** PostgreSQL tests run when TEST_DATABASE_URL is set or a server answers on 127.0.0.1:5432. */
async function postgresUrl(): Promise<string | undefined> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  return (await isAnswering(5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined;
}

export default defineConfig(async () => {
  const pgUrl = await postgresUrl();
  const serverProject = (name: string, include: string[], env: Record<string, string>) => ({
    test: {
      name,
      root: 'apps/server',
      include,
      environment: 'node',
      globalSetup: ['test/global-setup.ts'],
      env,
      // A worker keeps the app's modules loaded from file to file: loading them took about two
      // seconds a file, a third of the run. Each file still has a database of its own.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  return {
    test: {
      // Files in parallel, each on a database copy of its own: two workers on two cores measured
      // fastest (issue 37). VITEST_MAX_WORKERS overrides it.
      maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
      projects: [
        { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
        {
          extends: './apps/web/vite.config.ts',
          test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
        },
        // Every server file on the embedded database, the one `npm start` uses.
        serverProject('server', ['src/**/*.test.ts'], { TEST_DB: 'embedded' }),
        // The files whose behaviour depends on the engine, again on PostgreSQL
        // (apps/server/test/engine-files.ts says which and why).
        ...(pgUrl
          ? [
              serverProject('server-postgres', Object.keys(POSTGRES_FILES), {
                TEST_DB: 'postgres',
                TEST_DATABASE_URL: pgUrl,
              }),
            ]
          : []),
      ],
    },
  };
});
