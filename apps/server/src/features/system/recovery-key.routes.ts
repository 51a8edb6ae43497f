import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recoveryKeyApi } from '@rollcall/contract/recovery-key';
import { actorOf, requireDistrictAdmin } from '../../plugins/authenticate.js';
import { requireRecentConfirmation } from '../../shared/recent-confirmation.js';
import { routeOf } from '../../shared/route-of.js';
import { isNewInstallation } from './new-installation.js';
import {
  clearBackupPassphrase,
  currentRecoveryKey,
  markRecoveryKeySaved,
  recoveryStatus,
  rotateRecoveryKey,
  setBackupPassphrase,
} from './recovery-key.service.js';

/**
 * The recovery key and the backup passphrase (issue 40): each opens every backup made while it
 * was current, so showing or changing one asks for the recent confirmation of issue 22.
 */
export const recoveryKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireDistrictAdmin;
  const preHandler = requireRecentConfirmation;
  app.route(
    routeOf(recoveryKeyApi.get, { guard, preHandler, handler: () => currentRecoveryKey(app.db) }),
  );
  app.route(routeOf(recoveryKeyApi.status, { guard, handler: () => recoveryStatus(app.db) }));
  app.route(
    routeOf(recoveryKeyApi.rotate, {
      guard,
      preHandler,
      handler: (request) => rotateRecoveryKey(app.db, actorOf(request)),
    }),
  );
  app.route(
    routeOf(recoveryKeyApi.markSaved, {
      guard,
      handler: (request) => markRecoveryKeySaved(app.db, actorOf(request), app.clock()),
    }),
  );
  app.route(
    routeOf(recoveryKeyApi.setPassphrase, {
      guard,
      preHandler,
      handler: (request) => setBackupPassphrase(app.db, actorOf(request), request.body.passphrase),
    }),
  );
  app.route(
    routeOf(recoveryKeyApi.clearPassphrase, {
      guard,
      preHandler,
      handler: (request) => clearBackupPassphrase(app.db, actorOf(request)),
    }),
  );
  app.route(
    routeOf(recoveryKeyApi.installation, {
      guard: 'public',
      handler: async () => ({ isNew: await isNewInstallation(app.db) }),
    }),
  );
};
