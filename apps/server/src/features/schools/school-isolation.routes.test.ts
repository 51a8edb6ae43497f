import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { API_PREFIX } from '@rollcall/contract/endpoint';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { CONTRACT_ENDPOINTS, endpointKey } from '../../../test/contract-endpoints.js';
import { DEFAULT_PASSWORD, buildStudent, insertSchool } from '../../../test/factories.js';
import { pairGateDevice } from '../../../test/gate-device.js';
import { startSmtpServer } from '../../../test/messaging-peers.js';
import { messagingTo } from '../../../test/school-messaging.js';
import { createTestApp, type SignedIn, type TestApp } from '../../../test/test-app.js';
import { firstSchoolId } from '../../shared/school-staff.js';
import { ENDPOINT_SCOPES } from '../../../test/endpoint-scopes.js';
import { otherSchoolRecords, type OtherSchool } from '../../../test/other-school-records.js';

/**
 * The sweep (decision 007): every route of the contract is either a school's or declared
 * the district's, the caller's own or public (endpoint-scopes.ts); every school route, called by
 * school A's administrator, teacher and gate device with the ids of school B's records, refuses
 * them (403, 404, or the gate's 409 naming the other school), answers no list or export holding a
 * row of B, and changes nothing of B; and a school route called with B's X-School-Id header by
 * A's staff answers 403.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

/** A school's administrator (not the district's), teacher and gate device, and its records. */
type SchoolUnderTest = {
  admin: SignedIn;
  teacher: SignedIn;
  device: { authorization: string };
  records: OtherSchool;
};
let schools: Record<'first' | 'second', SchoolUnderTest>;

async function schoolUnderTest(
  district: SignedIn,
  schoolId: string,
  marker: Parameters<typeof otherSchoolRecords>[3],
): Promise<SchoolUnderTest> {
  const headers = { [SCHOOL_ID_HEADER]: schoolId };
  return {
    admin: await t.signIn('admin', { isDistrictAdmin: false, schoolIds: [schoolId] }),
    teacher: await t.signIn('teacher', { schoolIds: [schoolId] }),
    device: {
      authorization: `Bearer ${(await pairGateDevice(t, district, { headers })).credential}`,
    },
    records: await otherSchoolRecords(t, district, schoolId, marker),
  };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ messaging: messagingTo(() => ({ smtp })) });
  const district = await t.signIn('admin');
  const first = await firstSchoolId(t.database.db);
  const second = await insertSchool(t.database.db);
  schools = {
    first: await schoolUnderTest(district, first, {
      tag: 'A',
      firstName: 'Anastasia',
      schoolName: 'Amberley Marker School',
    }),
    second: await schoolUnderTest(district, second, {
      tag: 'B',
      firstName: 'Bartholomew',
      schoolName: 'Bayview Marker Academy',
    }),
  };
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Probe = { url: string; payload?: unknown };

const staffForm = {
  name: 'Probe Staffer',
  email: 'probe-staffer@school.test',
  role: 'admin',
  password: 'Probe-Passw0rd',
  isActive: true,
};

/** How a route refuses another school's record: invalid for it, forbidden, not found, or the gate's "belongs to". */
const REFUSALS = [400, 403, 404, 409];

/** A school route's request carrying `b`'s ids: its path ids, or the ids its body names. */
function probeOf(b: OtherSchool, method: string, path: string): Probe {
  const idFor: Record<string, string> = {
    '/attendance/:id': b.recordId,
    '/attendance/student/:id': b.studentId,
    '/students/:id': b.studentId,
    '/id-cards/:id': b.cardId,
    '/id-cards/batch/:batchId': b.cardBatchId,
    '/interventions/:id': b.caseId,
    '/interventions/letters/:batchId': b.letterBatchId,
    '/reports/:id': b.reportId,
    '/gate-devices/:id': b.deviceId,
    '/students/import/oneroster/pending/:id': b.pendingImportId,
    '/users/:id': b.userId,
  };
  const prefix = Object.keys(idFor)
    .filter((pattern) => path.startsWith(pattern))
    .sort((x, y) => y.length - x.length)[0];
  const url = prefix
    ? path.replace(/:(id|batchId)/, idFor[prefix] ?? '')
    : path.replace(/:(\w+)/g, randomUUID());
  const bodies: Record<string, unknown> = {
    'PUT /attendance/:id': { status: 'late', reason: 'Probe' },
    'DELETE /attendance/:id': { reason: 'Probe' },
    'POST /attendance/manual': { studentId: b.studentId },
    'POST /attendance/scan': { qrCode: b.card },
    'POST /gate/scan': { clientScanId: randomUUID(), code: b.card },
    'POST /absentee/send-notification': { studentIds: [b.studentId] },
    'PUT /students/:id': buildStudent(),
    'POST /students/:id/erase': { password: DEFAULT_PASSWORD },
    'POST /id-cards': { studentId: b.studentId, settings: {} },
    'POST /interventions/letters': { kind: 'nudge', studentIds: [b.studentId] },
    'PUT /interventions/:id': { status: 'closed' },
    'POST /interventions/:id/notes': { text: 'Probe' },
    'POST /system/reset': { schoolName: b.markers.at(-3), password: DEFAULT_PASSWORD },
    'POST /users': { ...staffForm, schools: [{ schoolId: b.schoolId, role: 'teacher' }] },
    'PUT /users/:id': { ...staffForm, isActive: false },
  };
  const key = `${method} ${path}`;
  return key in bodies ? { url, payload: bodies[key] } : { url };
}

const endpointsOf = (scope: (typeof ENDPOINT_SCOPES)[string]) =>
  CONTRACT_ENDPOINTS.filter((endpoint) => ENDPOINT_SCOPES[endpointKey(endpoint)] === scope);
const schoolEndpoints = () => endpointsOf('school');

test('every contract route is a school’s, or declared the district’s, the caller’s own or public', () => {
  const unclassified = CONTRACT_ENDPOINTS.map(endpointKey).filter(
    (key) => !(key in ENDPOINT_SCOPES),
  );
  expect(unclassified).toEqual([]);
  expect(schoolEndpoints().length).toBeGreaterThan(60);
});

const directions = [
  ['first', 'second'],
  ['second', 'first'],
] as const;

test.each(directions)(
  "the %s school's administrator, teacher and gate device reach nothing of the %s school on any school route",
  async (from, to) => {
    const { admin, teacher, device } = schools[from];
    const b = schools[to].records;
    const leaks: string[] = [];
    const callers = [
      { name: 'admin', send: admin.request },
      { name: 'teacher', send: teacher.request },
      {
        name: 'gate device',
        send: (request: Parameters<SignedIn['request']>[0]) =>
          t.app.inject({ ...request, headers: { ...request.headers, ...device } }),
      },
    ];
    for (const endpoint of schoolEndpoints()) {
      const key = endpointKey(endpoint);
      const probe = probeOf(b, endpoint.method, endpoint.path);
      // A request naming the other school's records (in its path or its body) must be refused.
      const namesB = endpoint.path.includes(':') || probe.payload !== undefined;
      for (const caller of callers) {
        const response = await caller.send({
          method: endpoint.method,
          url: API_PREFIX + probe.url,
          ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
        });
        const where = `${caller.name} ${key} → ${response.statusCode}`;
        if (response.statusCode >= 500) leaks.push(`${where}: ${response.body.slice(0, 200)}`);
        if (namesB && !REFUSALS.includes(response.statusCode)) leaks.push(`${where}: not refused`);
        const shown = b.markers.find((marker) => response.body.includes(marker));
        if (response.statusCode < 300 && shown) leaks.push(`${where}: holds ${shown}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await b.unchanged()).toEqual(true);
  },
  120_000,
);

test.each(directions)(
  "a school route named with the %s school's header answers 403 to the %s school's staff",
  async (named, from) => {
    const b = schools[named].records;
    const answeredOtherwise: string[] = [];
    for (const endpoint of schoolEndpoints()) {
      for (const caller of [schools[from].admin, schools[from].teacher]) {
        const { payload } = probeOf(b, endpoint.method, endpoint.path);
        const response = await caller.request({
          method: endpoint.method,
          url: API_PREFIX + endpoint.path.replace(/:(\w+)/g, b.studentId),
          headers: { [SCHOOL_ID_HEADER]: b.schoolId },
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        const code = response.json().error?.code;
        if (response.statusCode !== 403 || code !== 'SCHOOL_FORBIDDEN') {
          answeredOtherwise.push(`${endpointKey(endpoint)} → ${response.statusCode} ${code}`);
        }
      }
    }
    expect(answeredOtherwise).toEqual([]);
  },
);

test("the district's own routes answer 403 to a school's administrator", async () => {
  const answeredOtherwise: string[] = [];
  for (const endpoint of endpointsOf('district')) {
    const response = await schools.second.admin.request({
      method: endpoint.method,
      url: API_PREFIX + endpoint.path.replace(/:(\w+)/g, randomUUID()),
    });
    if (response.statusCode !== 403) {
      answeredOtherwise.push(`${endpointKey(endpoint)} → ${response.statusCode}`);
    }
  }
  expect(endpointsOf('district').length).toBeGreaterThan(15);
  expect(answeredOtherwise).toEqual([]);
});
