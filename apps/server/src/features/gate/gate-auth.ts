import type { FastifyInstance, FastifyRequest } from 'fastify';
import { text } from '@rollcall/contract/i18n/text-key';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { gateDevices } from '../../db/schema/gate.js';
import { requireUser } from '../../plugins/authenticate.js';
import { AppError } from '../../shared/app-error.js';
import { getSettings } from '../../shared/school-settings.js';
import { isGateCredential, parseCredential, secretMatches } from './gate-credentials.js';

export type GateDeviceRow = typeof gateDevices.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireGateDevice: the paired device calling. */
    gateDevice: GateDeviceRow | undefined;
  }
  interface FastifyContextConfig {
    /** The three routes a gate device may call (issue 14); every other one refuses it. */
    allowsGateDevice?: boolean;
  }
}

/** How often a device's last contact is written: a scan every second need not write it each time. */
const LAST_SEEN_EVERY_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/** A paired, not removed device's credential; a removed one hears so, to pair again. */
export async function requireGateDevice(request: FastifyRequest): Promise<void> {
  const token = bearerOf(request);
  const parsed = token ? parseCredential(token) : null;
  if (!parsed) throw new AppError('UNAUTHENTICATED');
  const { db, clock } = request.server;
  const [device] = await db.select().from(gateDevices).where(eq(gateDevices.id, parsed.deviceId));
  if (!device) throw new AppError('UNAUTHENTICATED');
  if (!secretMatches(parsed.secret, device.credentialHash)) {
    // A removed device, or one paired again on another tablet since.
    throw new AppError('GATE_DEVICE_REVOKED');
  }
  const now = clock();
  // A device silent longer than the school allows (a tablet lost in a drawer) pairs again.
  const { gateIdleDays } = await getSettings(db);
  if (device.lastSeenAt && now.getTime() - device.lastSeenAt.getTime() > gateIdleDays * DAY_MS) {
    throw new AppError('GATE_DEVICE_REVOKED');
  }
  if (!device.lastSeenAt || now.getTime() - device.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
    await db
      .update(gateDevices)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(gateDevices.id, device.id),
          or(
            isNull(gateDevices.lastSeenAt),
            lt(gateDevices.lastSeenAt, new Date(now.getTime() - LAST_SEEN_EVERY_MS)),
          ),
        ),
      );
    device.lastSeenAt = now;
  }
  request.gateDevice = device;
}

/** The gate's scan and count: a paired device, or signed-in staff. */
export async function requireGateOrStaff(request: FastifyRequest): Promise<void> {
  const token = bearerOf(request);
  if (token && isGateCredential(token)) await requireGateDevice(request);
  else await requireUser(request);
}

/**
 * A gate credential opens only the routes marked `allowsGateDevice`: anywhere else it is refused
 * with 403 before the route's own guard runs, public routes included, so a stolen kiosk tablet
 * reaches nothing but the scan.
 */
export function refuseGateDevicesElsewhere(app: FastifyInstance): void {
  app.decorateRequest('gateDevice', undefined);
  app.addHook('onRequest', async (request) => {
    const token = bearerOf(request);
    if (!token || !isGateCredential(token)) return;
    if (request.routeOptions.config.allowsGateDevice) return;
    throw new AppError('FORBIDDEN', text('gate.gateOnly'));
  });
}

export function gateDeviceOf(request: FastifyRequest): GateDeviceRow | undefined {
  return request.gateDevice;
}
