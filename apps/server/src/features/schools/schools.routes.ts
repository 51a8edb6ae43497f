import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { districtApi, schoolsApi } from '@rollcall/contract/schools';
import { actorOf, requireDistrictAdmin, requireUser } from '../../plugins/authenticate.js';
import { routeOf } from '../../shared/route-of.js';
import { getDistrictOverview } from './district-overview.service.js';
import { createSchool, listSchools, toggleSchoolStatus, updateSchool } from './schools.service.js';

/**
 * The district's schools (issue 41): each staff member sees where they work; its administrators
 * add and change them, and see the district's day.
 */
export const schoolsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    routeOf(schoolsApi.list, {
      guard: requireUser,
      handler: (request) => listSchools(app.db, actorOf(request)),
    }),
  );
  app.route(
    routeOf(districtApi.overview, {
      guard: requireDistrictAdmin,
      // Every district administrator sees the same figures: callers at once share one reckoning.
      handler: (request) =>
        app.readCache.read(`district-overview:${request.query.date ?? 'today'}`, () =>
          getDistrictOverview(app.db, app.clock(), request.query),
        ),
    }),
  );
  app.route(
    routeOf(schoolsApi.create, {
      guard: requireDistrictAdmin,
      handler: (request) => createSchool(app.db, actorOf(request), request.body),
    }),
  );
  app.route(
    routeOf(schoolsApi.toggleStatus, {
      guard: requireDistrictAdmin,
      handler: (request) => toggleSchoolStatus(app.db, actorOf(request), request.params.id),
    }),
  );
  app.route(
    routeOf(schoolsApi.update, {
      guard: requireDistrictAdmin,
      handler: (request) => updateSchool(app.db, actorOf(request), request.params.id, request.body),
    }),
  );
};
