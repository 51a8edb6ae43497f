import { defineConfig } from 'vitest/config';
import { isAnswering } from './apps/server/test/local-services.js';

/** PostgreSQL tests run when TEST_DATABASE_URL is set or a server answers on 127.0.0.1:5432. */
async function postgresUrl(): Promise<string | undefined> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  return (await isAnswering(5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined;
}

export default defineConfig(async () => {
  const pgUrl = await postgresUrl();
  const serverProject = (name: string, env: Record<string, string>) => ({
    test: {
      name,
      include: ['apps/server/src/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['apps/server/test/global-setup.ts'],
      env,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  return {
    test: {
      projects: [
        { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
        {
          extends: './apps/web/vite.config.ts',
          test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
        },
        serverProject('server-embedded', { TEST_DB: 'embedded' }),
        ...(pgUrl
          ? [serverProject('server-postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl })]
          : []),
      ],
    },
  };
});
