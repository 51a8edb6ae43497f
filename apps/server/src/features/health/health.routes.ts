import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { successEnvelope } from '@rollcall/contract/common';
import { HealthSchema } from '@rollcall/contract/health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      // A load balancer polls this every few seconds: only a failure is worth a log line.
      logLevel: 'warn',
      schema: { tags: ['health'], response: { 200: successEnvelope(HealthSchema) } },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return {
        success: true as const,
        data: { status: 'ok' as const, database: app.databaseKind, time: new Date().toISOString() },
      };
    },
  );
};
