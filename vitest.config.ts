import net from 'node:net';
import { defineConfig } from 'vitest/config';

/** PostgreSQL tests run when TEST_DATABASE_URL is set or a server answers on 127.0.0.1:5432. */
async function postgresUrl(): Promise<string | undefined> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const isAnswering = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
  return isAnswering ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined;
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
