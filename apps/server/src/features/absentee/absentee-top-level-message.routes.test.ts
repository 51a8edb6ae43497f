import { textsIn } from '@rollcall/contract/i18n/translate';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ABSENTEE_MESSAGES } from '@rollcall/contract/absentee';
import { insertStudent } from '../../../test/factories.js';
import { createTestApp, type SignedIn, type TestApp } from '../../../test/test-app.js';
import { createMessaging, type Messaging } from './messaging.js';

/**
 * Issue 21: spec §7's absentee calls read `success, message` at the top of the reply, so the
 * message is there beside `data` too. No provider is configured: messages go to the outbox.
 */

let t: TestApp & { messaging?: Messaging };
let admin: SignedIn;

// Monday 12 October 2026 in New York (EDT, UTC-4).
const at = (time: string) => `2026-10-12T${time}-04:00`;

beforeAll(async () => {
  t = await createTestApp({
    messaging: (clock, database) => createMessaging({ db: database.db, clock, channels: {} }),
  });
  admin = await t.signIn('admin');
});
afterAll(async () => {
  await t.close();
});

test('the test notification says at the top that it went to the outbox, in the reader’s language', async () => {
  const english = await admin.request({
    method: 'POST',
    url: '/api/absentee/test-notification',
    payload: { testEmail: 'office@lincoln.test' },
  });
  expect(english.statusCode, english.body).toBe(200);
  // What the spec's client reads: success, message.
  const { success, message, data } = english.json();
  expect(success).toBe(true);
  expect(message).toBe(ABSENTEE_MESSAGES.testSentToOutbox);
  expect(data.message).toBe(message);

  const spanish = await admin.request({
    method: 'POST',
    url: '/api/absentee/test-notification',
    headers: { 'accept-language': 'es' },
    payload: { testEmail: 'office@lincoln.test' },
  });
  expect(spanish.json().message).toBe(textsIn('es').absentee.testSentToOutbox);
  expect(spanish.json().data.message).toBe(spanish.json().message);
});

test('the manual check and the sending carry their message at the top too, as documented', async () => {
  t.setNow(at('10:00:00'));
  const student = await insertStudent(t.database.db, { guardianEmail: 'parent@lincoln.test' });
  for (const [url, payload] of [
    ['/api/absentee/manual-check', undefined],
    ['/api/absentee/send-notification', { studentIds: [student.id] }],
  ] as const) {
    const response = await admin.request({ method: 'POST', url, ...(payload && { payload }) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message, url).toBe(body.data.message);
    expect(body.message, url).toEqual(expect.any(String));
  }

  const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const envelope = (path: string) =>
    docs.paths[path].post.responses['200'].content['application/json'].schema;
  for (const path of [
    '/api/absentee/test-notification',
    '/api/absentee/manual-check',
    '/api/absentee/send-notification',
  ]) {
    expect(envelope(path).required, path).toContain('message');
    expect(envelope(path).properties.message.type, path).toBe('string');
  }
  // Other replies keep the plain envelope.
  const plain =
    docs.paths['/api/absentee/schedule-info'].get.responses['200'].content['application/json']
      .schema;
  expect(plain.properties.message).toBeUndefined();
});
