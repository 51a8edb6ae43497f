import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { interventionsApi } from '@rollcall/contract/interventions';
import { actorOf, requireAdmin, requireUser, schoolOf } from '../../plugins/authenticate.js';
import { routeOf } from '../../shared/route-of.js';
import { checkInterventions } from './case-evaluation.service.js';
import { countUnseenCases, markCasesSeen } from './case-views.service.js';
import { addNote, getCase, listCases, updateCase } from './cases.service.js';

/** Teachers read the cases; admins evaluate the rules and act on them (issue 26). */
export const interventionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    routeOf(interventionsApi.list, {
      guard: requireUser,
      handler: (request) => listCases(app.db, schoolOf(request), request.query),
    }),
  );

  app.route(
    routeOf(interventionsApi.check, {
      guard: requireAdmin,
      handler: (request) => checkInterventions(app.db, app.clock(), schoolOf(request)),
    }),
  );

  app.route(
    routeOf(interventionsApi.unseen, {
      guard: requireUser,
      handler: (request) =>
        countUnseenCases(app.db, app.clock(), schoolOf(request), actorOf(request).id),
    }),
  );

  app.route(
    routeOf(interventionsApi.markSeen, {
      guard: requireUser,
      handler: (request) =>
        markCasesSeen(app.db, app.clock(), schoolOf(request), actorOf(request).id),
    }),
  );

  app.route(
    routeOf(interventionsApi.get, {
      guard: requireUser,
      handler: async (request) => ({
        case: await getCase(app.db, schoolOf(request), request.params.id),
      }),
    }),
  );

  app.route(
    routeOf(interventionsApi.update, {
      guard: requireAdmin,
      handler: (request) =>
        updateCase(app.db, app.clock(), actorOf(request), request.params.id, request.body),
    }),
  );

  app.route(
    routeOf(interventionsApi.addNote, {
      guard: requireAdmin,
      handler: (request) =>
        addNote(app.db, app.clock(), actorOf(request), request.params.id, request.body),
    }),
  );
};
