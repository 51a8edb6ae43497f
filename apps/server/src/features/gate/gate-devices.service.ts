import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { text, type Text } from '@rollcall/contract/i18n/text-key';
import {
  GATE_PAIR_PATH,
  PAIRING_CODE_TTL_MINUTES,
  type CreateGateDeviceBody,
  type GateDevice,
} from '@rollcall/contract/gate';
import type { Db } from '../../db/client.js';
import { attendance } from '../../db/schema/attendance.js';
import { attendanceCheckOuts, gateDevices } from '../../db/schema/gate.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../../shared/audit.js';
import { schoolDateOf } from '../../shared/school-calendar.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import { hashSecret, makeCredential, makePairingCode } from './gate-credentials.js';

type DeviceRow = typeof gateDevices.$inferSelect;

/** The devices of the school the actor acts at (issue 41): another school's are not found. */
const ofActorsSchool = (actor: Actor) => eq(gateDevices.schoolId, schoolIdOf(actor));

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

export function toGateDevice(row: DeviceRow, scansToday: number): GateDevice {
  return {
    _id: row.id,
    name: row.name,
    location: row.location,
    mode: row.mode,
    pairedAt: iso(row.pairedAt),
    pairingExpiresAt: row.pairedAt ? null : iso(row.pairingExpiresAt),
    lastSeenAt: iso(row.lastSeenAt),
    scansToday,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Scans recorded through each device on a day: check-ins, and check-outs at check-out gates. */
async function scansOn(db: Db, day: string, deviceIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (deviceIds.length === 0) return counts;
  const [checkIns, checkOuts] = await Promise.all([
    db
      .select({ deviceId: attendance.deviceId, value: count() })
      .from(attendance)
      .where(and(eq(attendance.schoolDate, day), sql`${attendance.deviceId} is not null`))
      .groupBy(attendance.deviceId),
    db
      .select({ deviceId: attendanceCheckOuts.deviceId, value: count() })
      .from(attendanceCheckOuts)
      .where(
        and(
          eq(attendanceCheckOuts.schoolDate, day),
          sql`${attendanceCheckOuts.deviceId} is not null`,
        ),
      )
      .groupBy(attendanceCheckOuts.deviceId),
  ]);
  for (const row of [...checkIns, ...checkOuts]) {
    if (row.deviceId) counts.set(row.deviceId, (counts.get(row.deviceId) ?? 0) + row.value);
  }
  return counts;
}

export async function describeDevice(db: Db, now: Date, row: DeviceRow): Promise<GateDevice> {
  const { timezone } = await getSchoolSettings(db, row.schoolId);
  const counts = await scansOn(db, schoolDateOf(now, timezone), [row.id]);
  return toGateDevice(row, counts.get(row.id) ?? 0);
}

function pairingOf(code: string, now: Date) {
  return {
    pairingCodeHash: hashSecret(code),
    pairingExpiresAt: new Date(now.getTime() + PAIRING_CODE_TTL_MINUTES * 60_000),
  };
}

const pairingReply = (device: GateDevice, code: string, expiresAt: Date, message: Text) => ({
  device,
  pairingCode: code,
  pairingPath: `${GATE_PAIR_PATH}?code=${code}`,
  expiresAt: expiresAt.toISOString(),
  message,
});

export async function createGateDevice(
  db: Db,
  now: Date,
  actor: Actor,
  input: CreateGateDeviceBody,
) {
  const code = makePairingCode();
  const pairing = pairingOf(code, now);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(gateDevices)
      .values({ ...input, ...pairing, schoolId: schoolIdOf(actor), createdBy: actor.id })
      .returning();
    if (!created) throw new Error('Gate device was not created');
    await recordAudit(tx, actor, {
      action: 'gate_device.create',
      entityType: 'gate_device',
      entityId: created.id,
      after: input,
    });
    return created;
  });
  return pairingReply(toGateDevice(row, 0), code, pairing.pairingExpiresAt, text('gate.created'));
}

/** A device without a credential: neither the current one nor the one it replaced works. */
const NO_CREDENTIAL = {
  credentialHash: null,
  credentialIssuedAt: null,
  previousCredentialHash: null,
  previousCredentialUntil: null,
};

/** A new code for a device whose code expired, or to pair a replacement tablet (the old one stops). */
export async function renewPairingCode(db: Db, now: Date, actor: Actor, id: string) {
  const code = makePairingCode();
  const pairing = pairingOf(code, now);
  const row = await db.transaction(async (tx) => {
    const [renewed] = await tx
      .update(gateDevices)
      .set({ ...pairing, ...NO_CREDENTIAL, pairedAt: null })
      .where(and(ofActorsSchool(actor), eq(gateDevices.id, id), isNull(gateDevices.revokedAt)))
      .returning();
    if (!renewed) throw new AppError('GATE_DEVICE_NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'gate_device.new_code',
      entityType: 'gate_device',
      entityId: id,
    });
    return renewed;
  });
  const device = await describeDevice(db, now, row);
  return pairingReply(device, code, pairing.pairingExpiresAt, text('gate.newPairingCode'));
}

export async function listGateDevices(db: Db, now: Date, schoolId: string) {
  const rows = await db
    .select()
    .from(gateDevices)
    .where(and(eq(gateDevices.schoolId, schoolId), isNull(gateDevices.revokedAt)))
    .orderBy(desc(gateDevices.createdAt));
  const { timezone } = await getSchoolSettings(db, schoolId);
  const counts = await scansOn(
    db,
    schoolDateOf(now, timezone),
    rows.map((row) => row.id),
  );
  return { devices: rows.map((row) => toGateDevice(row, counts.get(row.id) ?? 0)) };
}

/** Ends the device's credential at once; its past scans keep naming it. */
export async function removeGateDevice(db: Db, now: Date, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(gateDevices)
      .set({ revokedAt: now, ...NO_CREDENTIAL, pairingCodeHash: null })
      .where(and(ofActorsSchool(actor), eq(gateDevices.id, id), isNull(gateDevices.revokedAt)))
      .returning({ name: gateDevices.name, location: gateDevices.location });
    if (!row) throw new AppError('GATE_DEVICE_NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'gate_device.remove',
      entityType: 'gate_device',
      entityId: id,
      before: row,
    });
  });
  return { message: text('gate.revoked') };
}

/**
 * Trades a pairing code for the device credential, once: the update that clears the code is the
 * check, so two tablets typing the same code cannot both pair.
 */
export async function pairGateDevice(db: Db, now: Date, code: string) {
  const [found] = await db
    .select({ id: gateDevices.id })
    .from(gateDevices)
    .where(
      and(
        eq(gateDevices.pairingCodeHash, hashSecret(code)),
        gt(gateDevices.pairingExpiresAt, now),
        isNull(gateDevices.revokedAt),
      ),
    );
  if (!found) throw new AppError('PAIRING_INVALID');
  const { credential, hash } = makeCredential(found.id);
  const [row] = await db
    .update(gateDevices)
    .set({
      ...NO_CREDENTIAL,
      credentialHash: hash,
      credentialIssuedAt: now,
      pairingCodeHash: null,
      pairedAt: now,
      lastSeenAt: now,
    })
    .where(
      and(
        eq(gateDevices.id, found.id),
        eq(gateDevices.pairingCodeHash, hashSecret(code)),
        isNull(gateDevices.revokedAt),
      ),
    )
    .returning();
  if (!row) throw new AppError('PAIRING_INVALID');
  return {
    credential,
    device: await describeDevice(db, now, row),
    message: text('gate.paired', { name: row.name }),
  };
}
