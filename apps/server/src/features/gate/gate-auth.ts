import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  GATE_CREDENTIAL_HEADER,
  GATE_CREDENTIAL_OVERLAP_MINUTES,
  GATE_CREDENTIAL_ROTATE_HOURS,
} from '@rollcall/contract/gate';
import { text } from '@rollcall/contract/i18n/text-key';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { gateDevices } from '../../db/schema/gate.js';
import { requireUser } from '../../plugins/authenticate.js';
import { AppError } from '../../shared/app-error.js';
import { getSettings } from '../../shared/school-settings.js';
import {
  isGateCredential,
  parseCredential,
  secretMatches,
  successorCredential,
} from './gate-credentials.js';

export type GateDeviceRow = typeof gateDevices.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireGateDevice: the paired device calling. */
    gateDevice: GateDeviceRow | undefined;
    /** A renewed credential for the device, sent back in the `X-Gate-Credential` header. */
    renewedGateCredential: string | undefined;
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

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * Which of the device's credentials was presented: the current one, or the one it replaced, while
 * that still overlaps (the reply carrying its successor may have been lost).
 */
function presentedCredential(device: GateDeviceRow, secret: string, now: Date) {
  if (secretMatches(secret, device.credentialHash)) return 'current';
  const isOverlapping = device.previousCredentialUntil && now < device.previousCredentialUntil;
  if (isOverlapping && secretMatches(secret, device.previousCredentialHash)) return 'previous';
  return undefined;
}

/**
 * Renews a credential a day old, on use: the reply carries the successor and the old one works on
 * for a short overlap. Whoever presents the previous one meanwhile is handed the same successor;
 * the current one presented means the device has it, and the previous one stops at once.
 */
async function renewCredential(
  request: FastifyRequest,
  device: GateDeviceRow,
  secret: string,
  presented: 'current' | 'previous',
  now: Date,
): Promise<void> {
  const { db, jwtKey } = request.server;
  if (presented === 'previous') {
    const successor = await successorCredential(jwtKey, device.id, secret);
    if (successor.hash === device.credentialHash)
      request.renewedGateCredential = successor.credential;
    return;
  }
  if (device.previousCredentialHash) {
    await db
      .update(gateDevices)
      .set({ previousCredentialHash: null, previousCredentialUntil: null })
      .where(eq(gateDevices.id, device.id));
  }
  const issuedAt = device.credentialIssuedAt ?? new Date(0);
  if (now.getTime() - issuedAt.getTime() < GATE_CREDENTIAL_ROTATE_HOURS * HOUR_MS) return;
  const successor = await successorCredential(jwtKey, device.id, secret);
  // Conditional on the credential still being this one: of two calls at once, one renews, and
  // both hand out the same successor.
  await db
    .update(gateDevices)
    .set({
      credentialHash: successor.hash,
      credentialIssuedAt: now,
      previousCredentialHash: device.credentialHash,
      previousCredentialUntil: new Date(
        now.getTime() + GATE_CREDENTIAL_OVERLAP_MINUTES * MINUTE_MS,
      ),
    })
    .where(
      and(
        eq(gateDevices.id, device.id),
        eq(gateDevices.credentialHash, device.credentialHash ?? ''),
      ),
    );
  request.renewedGateCredential = successor.credential;
}

/** A paired, not removed device's credential; a removed one hears so, to pair again. */
export async function requireGateDevice(request: FastifyRequest): Promise<void> {
  const token = bearerOf(request);
  const parsed = token ? parseCredential(token) : null;
  if (!parsed) throw new AppError('UNAUTHENTICATED');
  const { db, clock } = request.server;
  const [device] = await db.select().from(gateDevices).where(eq(gateDevices.id, parsed.deviceId));
  if (!device) throw new AppError('UNAUTHENTICATED');
  const now = clock();
  const presented = presentedCredential(device, parsed.secret, now);
  // A removed device, one paired again on another tablet since, or a replaced credential.
  if (!presented) throw new AppError('GATE_DEVICE_REVOKED');
  // A device silent longer than the school allows (a tablet lost in a drawer) pairs again.
  const { gateIdleDays } = await getSettings(db);
  if (device.lastSeenAt && now.getTime() - device.lastSeenAt.getTime() > gateIdleDays * DAY_MS) {
    throw new AppError('GATE_DEVICE_REVOKED');
  }
  await renewCredential(request, device, parsed.secret, presented, now);
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
  app.decorateRequest('renewedGateCredential', undefined);
  // Whatever the answer (a refused scan too), the device must not miss its new credential.
  app.addHook('onSend', async (request, reply) => {
    if (request.renewedGateCredential) {
      void reply.header(GATE_CREDENTIAL_HEADER, request.renewedGateCredential);
    }
  });
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
