import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect, test } from 'vitest';
import { RECOVERY_MESSAGES } from '@rollcall/contract/recovery-key';
import { media } from '../../db/schema/media.js';
import { reports } from '../../db/schema/reports.js';
import { buildStudent, DEFAULT_PASSWORD } from '../../../test/factories.js';
import { seedReportFixture } from '../../../test/report-fixture.js';
import { restoreBody, schoolDataFingerprints } from '../../../test/restore-request.js';
import { createTestApp } from '../../../test/test-app.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { buildQrPayload } from '../../shared/qr-code.js';
import { ensureFirstAdmin } from '../users/first-admin.js';
import { FIRST_SCHOOL_ID } from '../../shared/school-staff.js';

/**
 * The drill of issue 40: a school's server is lost, and a new one is set up from nothing but a
 * backup file and the recovery key kept on paper.
 */

const OFFICE = { email: 'office@new-server.test', name: 'New Server Office' };

async function schoolWithABackup() {
  const old = await createTestApp();
  await seedReportFixture(old.database.db);
  await old.database.db.insert(media).values({
    token: 'photo-token',
    contentType: 'image/png',
    byteSize: 4,
    data: Buffer.from([0, 1, 254, 255]),
  });
  await old.database.db.insert(reports).values({
    schoolId: FIRST_SCHOOL_ID,
    type: 'daily',
    format: 'pdf',
    startDate: '2026-09-08',
    endDate: '2026-09-08',
    status: 'Ready',
    file: Buffer.from('%PDF-1.7 binary \u0000\u00ff'),
    byteSize: 21,
  });
  const admin = await old.signIn('admin', { email: 'principal@school.test' });
  // A card printed by the old server: its QR code is signed with the old server's secret.
  const created = await admin.request({
    method: 'POST',
    url: '/api/students',
    payload: buildStudent({ studentId: 'DRILL-1', firstName: 'Amaia', lastName: 'Etxeberria' }),
  });
  expect(created.statusCode).toBe(201);
  const setup = await admin.request({ method: 'POST', url: '/api/auth/2fa/setup' });
  const { secret } = setup.json().data as { secret: string };
  const enabled = await admin.request({
    method: 'POST',
    url: '/api/auth/2fa/enable',
    payload: { code: await generate({ secret }) },
  });
  expect(enabled.statusCode).toBe(200);

  // A session this fresh counts as the confirmation both ask for.
  const key = await admin.request({ method: 'GET', url: '/api/system/recovery-key' });
  expect(key.statusCode).toBe(200);
  const backup = await admin.request({ method: 'GET', url: '/api/system/backup' });
  expect(backup.statusCode).toBe(200);
  const [student] = (
    await old.database.pool.query<Parameters<typeof buildQrPayload>[1]>(
      `select id, student_id as "studentId", first_name as "firstName", last_name as "lastName",
              class, section, qr_version as "qrVersion"
         from students where student_id = 'DRILL-1'`,
    )
  ).rows;
  if (!student) throw new Error('The student was not created');
  const [qrSecret] = (
    await old.database.pool.query<{ value: string }>(
      `select value from app_secrets where name = 'qr'`,
    )
  ).rows;
  const school = {
    file: backup.rawPayload,
    recoveryKey: (key.json().data as { recoveryKey: string }).recoveryKey,
    fingerprints: await schoolDataFingerprints(old.database.pool),
    secret,
    cardQr: buildQrPayload(qrSecret?.value ?? '', student),
  };
  // The disk is lost: the old server and its database are gone.
  await old.close();
  return school;
}

/** A server started on an empty machine: its own keys, and only the printed first account. */
async function newInstallation() {
  const database = await openTestDatabase();
  await database.db.execute(sql`delete from users`);
  await database.db.execute(sql`delete from app_secrets`);
  const created = await createTestApp({ database });
  const { generatedPassword } = await ensureFirstAdmin(database.db, {
    ...OFFICE,
    password: undefined,
  });
  if (!generatedPassword) throw new Error('A printed password was expected');
  return { ...created, printedPassword: generatedPassword };
}

const login = (
  app: Awaited<ReturnType<typeof newInstallation>>['app'],
  payload: object,
  url = '/api/auth/login',
) => app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en' } });

test('a backup and its recovery key restore a lost server onto a new installation, accounts, 2FA and printed cards included', async () => {
  const school = await schoolWithABackup();
  const fresh = await newInstallation();
  try {
    const state = await fresh.app.inject({ method: 'GET', url: '/api/system/installation' });
    expect(state.json().data).toEqual({ isNew: true });

    // The first administrator, still held to change the printed password, may restore at once.
    const held = await login(fresh.app, { email: OFFICE.email, password: fresh.printedPassword });
    const { accessToken } = held.json().data as { accessToken: string };
    const restore = (opening: { recoveryKey?: string }) => {
      const body = restoreBody(fresh.printedPassword, school.file, opening);
      return fresh.app.inject({
        method: 'POST',
        url: '/api/system/restore',
        payload: body.payload,
        headers: {
          ...body.headers,
          authorization: `Bearer ${accessToken}`,
          'accept-language': 'en',
        },
      });
    };
    const withoutKey = await restore({});
    expect(withoutKey.json().error.message).toBe(RECOVERY_MESSAGES.backupNeedsKey);

    const restored = await restore({ recoveryKey: school.recoveryKey.toLowerCase() });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.message).toBe(RECOVERY_MESSAGES.restoredOntoNew);
    expect(await schoolDataFingerprints(fresh.database.pool)).toEqual(school.fingerprints);

    // The principal signs in as before, password and authenticator code (the next one: the code
    // that turned two-factor sign-in on was spent, and the restore keeps that too).
    const nextStep = new Date(Date.now() + 30_000);
    fresh.setNow(nextStep);
    const challenge = await login(fresh.app, {
      email: 'principal@school.test',
      password: DEFAULT_PASSWORD,
    });
    const { challengeToken } = challenge.json().data as { challengeToken: string };
    const signedIn = await login(
      fresh.app,
      {
        challengeToken,
        code: await generate({
          secret: school.secret,
          epoch: Math.floor(nextStep.getTime() / 1000),
        }),
      },
      '/api/auth/login/2fa',
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const principal = (signedIn.json().data as { accessToken: string }).accessToken;
    // The card printed by the old server is let in by the new one.
    const scan = await fresh.app.inject({
      method: 'POST',
      url: '/api/attendance/scan',
      headers: { authorization: `Bearer ${principal}`, 'accept-language': 'en' },
      payload: { qrCode: school.cardQr },
    });
    expect(scan.statusCode, scan.body).toBeLessThan(300);
    // The printed first account was the new machine's only: it is gone with the empty school.
    expect(
      (await login(fresh.app, { email: OFFICE.email, password: fresh.printedPassword })).statusCode,
    ).toBe(401);
    const after = await fresh.app.inject({ method: 'GET', url: '/api/system/installation' });
    expect(after.json().data).toEqual({ isNew: false });
  } finally {
    await fresh.close();
  }
});
