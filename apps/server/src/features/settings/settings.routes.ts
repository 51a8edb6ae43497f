import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsApi } from '@rollcall/contract/settings';
import { requireAdmin, requireUser } from '../../plugins/authenticate.js';
import { routeOf } from '../../shared/route-of.js';
import { getSchoolInfo, getSettings, updateSettings } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    routeOf(settingsApi.get, {
      guard: requireAdmin,
      handler: async () => ({ settings: await getSettings(app.db) }),
    }),
  );

  app.route(
    routeOf(settingsApi.update, {
      guard: requireAdmin,
      handler: (request) => updateSettings(app.db, request.body),
    }),
  );

  app.route(
    routeOf(settingsApi.school, { guard: requireUser, handler: () => getSchoolInfo(app.db) }),
  );
};
