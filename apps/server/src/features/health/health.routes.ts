import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthApi } from '@rollcall/contract/health';
import { routeOf } from '../../shared/route-of.js';

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
};
