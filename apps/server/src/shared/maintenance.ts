import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { maintenanceState } from '../db/schema/maintenance.js';
import { AppError } from './app-error.js';
import { requestedSchoolOf } from './acting-school.js';
import { openSessionActor } from './sessions.js';
import { verbatim, type Wording } from './wording.js';

/** Whether maintenance mode is on, and the notice shown meanwhile: the school's words or ours. */
export type MaintenanceState = { enabled: boolean; message: Wording; isCustom: boolean };

/**
 * Every request asks whether maintenance mode is on, so each process keeps the answer: the process
 * that changes it drops its copy at once, and on PostgreSQL every process drops it when the
 * database announces the change (a trigger on the settings channel; settings-changes.ts). The
 * time limit is only the fallback for an announcement missed while the listener was down.
 */
const FALLBACK_TTL_MS = 30_000;

type Slot = { generation: number; cached?: { state: MaintenanceState; until: number } };
const cache = new WeakMap<Db, Slot>();
const slotOf = (db: Db): Slot => {
  let slot = cache.get(db);
  if (!slot) cache.set(db, (slot = { generation: 0 }));
  return slot;
};

export async function getMaintenance(db: Db): Promise<MaintenanceState> {
  const slot = slotOf(db);
  if (slot.cached && slot.cached.until > Date.now()) return slot.cached.state;
  const generation = slot.generation;
  const [row] = await db.select().from(maintenanceState).where(eq(maintenanceState.id, 1));
  const state = {
    enabled: row?.isEnabled ?? false,
    message: row?.message ? verbatim(row.message) : ('errors.MAINTENANCE' as const),
    isCustom: Boolean(row?.message),
  };
  if (slot.generation === generation) slot.cached = { state, until: Date.now() + FALLBACK_TTL_MS };
  return state;
}

/** Drops this process's copy; the next request reads the database. */
export function forgetMaintenance(db: Db): void {
  const slot = slotOf(db);
  slot.generation += 1;
  delete slot.cached;
}

export const maintenanceError = (state: MaintenanceState) =>
  new AppError('MAINTENANCE', state.message);

/** While maintenance mode is on, anyone but an administrator is refused with its message. */
export async function refuseUnlessAdminDuringMaintenance(db: Db, role: string | undefined) {
  if (role === 'admin') return;
  const state = await getMaintenance(db);
  if (state.enabled) throw maintenanceError(state);
}

/**
 * Runs after every guarded route's guard (route-of.ts), API tokens included. The routes that check their session in
 * their own statement (requireSignedToken) have only the token's role, which may be older than a
 * demotion: during maintenance the session is looked up, so only a current administrator passes.
 */
export async function duringMaintenanceAdminsOnly(request: FastifyRequest): Promise<void> {
  const { db, pool } = request.server;
  const state = await getMaintenance(db);
  if (!state.enabled) return;
  if (!request.actor && request.tokenClaims) {
    request.actor = await openSessionActor(pool, request.tokenClaims, requestedSchoolOf(request));
  }
  // A script's API token acts as its admin, but is not one at the screen: it waits too.
  if (request.actor?.role !== 'admin' || request.actor.apiTokenId) throw maintenanceError(state);
}
