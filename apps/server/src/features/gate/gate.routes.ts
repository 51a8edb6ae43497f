import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gateApi, gateDevicesApi, type GateOutcome } from '@rollcall/contract/gate';
import { actorOf, requireAdmin, schoolOf } from '../../plugins/authenticate.js';
import { AppError } from '../../shared/app-error.js';
import type { ScanOutcome } from '../../shared/metrics.js';
import { routeOf } from '../../shared/route-of.js';
import { gateDeviceOf, requireGateDevice, requireGateOrStaff } from './gate-auth.js';
import * as devices from './gate-devices.service.js';
import { gateScan } from './gate-scan.service.js';
import type { GateCaller } from './gate-check-in-out.js';
import { gateCountToday } from './gate-today.service.js';

/** Pairing is public (the tablet has no account) and limited like sign-in: the code is the secret. */
const PAIRING_LIMIT_PER_IP = { max: 10, timeWindow: '1 minute' };
const gateDeviceRoute = { allowsGateDevice: true };
/**
 * Scans per device (or signed-in staff member) and minute: five a second, far above a real gate's
 * pace (and the kiosk's offline queue waits and syncs again when refused), so that a stolen kiosk
 * credential cannot walk through codes. Counted after the guard, which names the caller.
 */
const SCAN_LIMIT_PER_CALLER = {
  max: 300,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) =>
    gateDeviceOf(request)?.id ?? request.actor?.id ?? request.ip,
} as const;

/** A gate scan's answer as the metrics count it: on time or late is attendance, not operations. */
const SCAN_OUTCOME_OF_GATE: Record<GateOutcome, ScanOutcome> = {
  'on-time': 'checked-in',
  late: 'checked-in',
  'already-checked-in': 'already-checked-in',
  'checked-out': 'checked-out',
  'checked-out-early': 'checked-out',
  'already-checked-out': 'already-checked-out',
};

export const gateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    routeOf(gateDevicesApi.create, {
      guard: requireAdmin,
      handler: (request) =>
        devices.createGateDevice(app.db, app.clock(), actorOf(request), request.body),
    }),
  );
  app.route(
    routeOf(gateDevicesApi.list, {
      guard: requireAdmin,
      handler: (request) => devices.listGateDevices(app.db, app.clock(), schoolOf(request)),
    }),
  );
  app.route(
    routeOf(gateDevicesApi.remove, {
      guard: requireAdmin,
      handler: (request) =>
        devices.removeGateDevice(app.db, app.clock(), actorOf(request), request.params.id),
    }),
  );
  app.route(
    routeOf(gateDevicesApi.newPairingCode, {
      guard: requireAdmin,
      handler: (request) =>
        devices.renewPairingCode(app.db, app.clock(), actorOf(request), request.params.id),
    }),
  );
  app.route(
    routeOf(gateDevicesApi.pair, {
      guard: 'public',
      config: { rateLimit: PAIRING_LIMIT_PER_IP },
      handler: (request) => devices.pairGateDevice(app.db, app.clock(), request.body.code),
    }),
  );

  app.route(
    routeOf(gateApi.scan, {
      guard: requireGateOrStaff,
      config: { ...gateDeviceRoute, rateLimit: SCAN_LIMIT_PER_CALLER },
      handler: (request) => {
        const device = gateDeviceOf(request);
        const caller: GateCaller = device ? { device } : { actor: actorOf(request) };
        return app.metrics.countScan(
          'gate',
          gateScan(app.db, app.qrSecret, app.clock(), caller, request.body),
          (answer) => SCAN_OUTCOME_OF_GATE[answer.outcome],
        );
      },
    }),
  );
  app.route(
    routeOf(gateApi.today, {
      guard: requireGateOrStaff,
      config: gateDeviceRoute,
      handler: (request) => {
        const device = gateDeviceOf(request);
        return gateCountToday(
          app.db,
          app.clock(),
          device ? device.schoolId : schoolOf(request),
          device ? device.location : (request.query.location ?? null),
          device ? device.mode : (request.query.mode ?? 'check-in'),
        );
      },
    }),
  );
  app.route(
    routeOf(gateApi.device, {
      guard: requireGateDevice,
      config: gateDeviceRoute,
      handler: async (request) => {
        const device = gateDeviceOf(request);
        if (!device) throw new AppError('UNAUTHENTICATED');
        return { device: await devices.describeDevice(app.db, app.clock(), device) };
      },
    }),
  );
};
