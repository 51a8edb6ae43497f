import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthApi } from '@rollcall/contract/health';
import { text, type Text } from '@rollcall/contract/i18n/text-key';
import { AppError } from '../../shared/app-error.js';
import { routeOf } from '../../shared/route-of.js';
import { getOffsiteCopyState } from '../system/offsite-backup.service.js';

/** A part that takes longer than this to answer counts as down: a probe must not hang. */
const PROBE_TIMEOUT_MS = 3_000;

/** Whether the check settles in time (a pool with no free connection waits, it does not fail). */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    routeOf(healthApi.check, {
      guard: 'public',
      config: { rateLimit: false },
      // A load balancer polls this every few seconds: only a failure is worth a log line.
      logLevel: 'warn',
      handler: async () => {
        await app.db.execute(sql`select 1`);
        return {
          status: 'ok' as const,
          database: app.databaseKind,
          time: new Date().toISOString(),
        };
      },
    }),
  );

  app.route(
    routeOf(healthApi.ready, {
      guard: 'public',
      config: { rateLimit: false },
      logLevel: 'warn',
      handler: async () => {
        const { jobs } = app;
        const [isDatabaseUp, isJobQueueUp] = await Promise.all([
          answers(() => app.db.execute(sql`select 1`)),
          jobs ? answers(() => jobs.probe()) : true,
        ]);
        const down: Record<string, Text> = {
          ...(!isDatabaseUp && { database: text('system.databaseDown') }),
          ...(!isJobQueueUp && { jobQueue: text('system.jobQueueDown') }),
        };
        if (Object.keys(down).length > 0) {
          throw new AppError('SERVICE_UNAVAILABLE', text('system.notReady'), down);
        }
        return {
          database: 'ok' as const,
          jobQueue: jobs ? ('ok' as const) : ('none' as const),
          // A detail, not unreadiness: the school is served just the same (issue 40).
          offsiteBackup: (await getOffsiteCopyState(app.db)).status,
        };
      },
    }),
  );
};
