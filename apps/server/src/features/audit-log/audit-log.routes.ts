import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogApi } from '@rollcall/contract/audit-log';
import { actorOf, requireAdmin } from '../../plugins/authenticate.js';
import { routeOf } from '../../shared/route-of.js';
import { findAuditEntries } from './audit-log.service.js';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    routeOf(auditLogApi.list, {
      guard: requireAdmin,
      handler: (request) => findAuditEntries(app.db, actorOf(request).schoolId, request.query),
    }),
  );
};
