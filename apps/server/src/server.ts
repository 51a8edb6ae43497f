import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, keysKeptInDatabase, loadConfig } from './config/env.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { oneProcessAtATime } from './db/startup-lock.js';
import { keepStatisticsFresh } from './db/statistics.js';
import { createChannels } from './features/absentee/channels.js';
import { createMessaging } from './features/absentee/messaging.js';
import { ensureFirstAdmin } from './features/users/first-admin.js';
import { startJobQueue } from './shared/jobs/job-queue.js';

/** Within a container platform's usual grace period (Docker's is 10 s, Kubernetes' 30 s). */
const SHUTDOWN_DEADLINE_MS = 8_000;

async function main() {
  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  const clock = () => new Date();
  // Several processes started together take turns through the set-up that creates schemas.
  const { firstAdmin, jobQueue } = await oneProcessAtATime(database, async () => {
    await migrateDatabase(database.db);
    return {
      firstAdmin: await ensureFirstAdmin(database.db, config.admin),
      jobQueue: await startJobQueue({
        pool: database.pool,
        isWorking: true,
        isSoleProcess: database.kind === 'embedded',
        instanceId: config.instanceId,
        onError: (error) => process.stderr.write(`job queue: ${error.message}\n`),
      }),
    };
  });
  const stopAnalyzing = await keepStatisticsFresh(database, (error) =>
    process.stderr.write(`analyze failed: ${error.message}\n`),
  );
  const app = await buildApp({
    config,
    database,
    clock,
    jobQueue,
    messaging: createMessaging({
      db: database.db,
      channels: createChannels(config.messaging),
      clock,
      leaseSeconds: config.messaging.leaseSeconds,
      onError: (error) => process.stderr.write(`guardian messaging: ${error.message}\n`),
    }),
    backupDir: path.join(config.dataDir, 'backups'),
  });

  if (firstAdmin.generatedPassword) {
    // Shown once, on the console only: it is never stored anywhere in clear.
    process.stdout.write(
      `\nFirst administrator created.\n  E-mail:   ${config.admin.email}\n  Password: ${firstAdmin.generatedPassword}\nYou will be asked to choose your own password when you first sign in.\n\n`,
    );
  }

  const keysInDatabase = keysKeptInDatabase(config);
  if (config.isProduction && keysInDatabase.length > 0) {
    app.log.warn(
      { keys: keysInDatabase },
      `SECURITY WARNING: ${keysInDatabase.join(', ')} not set in the environment; these keys are kept in the database, so anyone with a copy of it (a backup, a dump) can forge sign-ins and cards. Set them in the environment (README, Security).`,
    );
  }

  let isClosing = false;
  /**
   * Requests in flight and the background jobs (the messages on the wire) get until the deadline,
   * side by side; only then is the database closed, under nobody. A second signal stops at once.
   */
  const shutdown = async (signal: string) => {
    if (isClosing) {
      process.stderr.write(`${signal} again: stopping now\n`);
      process.exit(1);
    }
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    let exitCode = 0;
    try {
      await Promise.all([
        app.httpDrain.close(SHUTDOWN_DEADLINE_MS),
        app.jobs?.stop(SHUTDOWN_DEADLINE_MS),
      ]);
      stopAnalyzing();
      await database.close();
    } catch (error) {
      process.stderr.write(`unclean shutdown: ${(error as Error).message}\n`);
      exitCode = 1;
    }
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where =
    database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  // The port it got: PORT=0 asks the system for a free one.
  const { port } = app.server.address() as AddressInfo;
  app.log.info(`Rollcall is ready on http://localhost:${port} (${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Rollcall could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
