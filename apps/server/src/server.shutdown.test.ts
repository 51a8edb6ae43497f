import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildStudent } from '../test/factories.js';
import { createProcessDatabase, signInOver, startServerProcess } from '../test/server-process.js';
import { students } from './db/schema/students.js';
import { FIRST_SCHOOL_ID } from './shared/school-staff.js';

/**
 * SIGTERM to a real server process (build first) while keep-alive clients check students in:
 * it stops within its bound rather than the 72 s keep-alive timeout, answers nothing with 500,
 * and every check-in it acknowledged is in the database afterwards.
 */

const STUDENTS = 300;
const CLIENTS = 8;
/** The server's own deadline is 8 s; the keep-alive timeout it must not wait for is 72 s. */
const EXIT_BOUND_MS = 20_000;

let database: Awaited<ReturnType<typeof createProcessDatabase>>;
const studentNumbers: string[] = [];

beforeAll(async () => {
  database = await createProcessDatabase();
  const db = await database.open();
  try {
    const rows = Array.from({ length: STUDENTS }, () => buildStudent());
    await db.db.insert(students).values(rows.map((row) => ({ ...row, schoolId: FIRST_SCHOOL_ID })));
    studentNumbers.push(...rows.map((row) => row.studentId));
  } finally {
    await db.close();
  }
});
afterAll(async () => {
  await database.drop();
});

type Answer = {
  studentId: string;
  status: number | 'network';
  body?: unknown;
  connection?: string;
};

test('SIGTERM under load: exits within its bound, no 500, every acknowledged check-in kept', async () => {
  const server = await startServerProcess(database.env);
  const headers = await signInOver(server.url);
  const answers: Answer[] = [];
  let next = 0;
  let acknowledged = 0;
  let onAcknowledged: (() => void) | undefined;
  const enoughAcknowledged = new Promise<void>((resolve) => (onAcknowledged = resolve));

  const client = async () => {
    while (next < studentNumbers.length) {
      const studentId = studentNumbers[next++] ?? '';
      try {
        const response = await fetch(`${server.url}/api/attendance/scan`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ qrCode: studentId, location: 'Main Gate' }),
        });
        answers.push({
          studentId,
          status: response.status,
          body: await response.json(),
          connection: response.headers.get('connection') ?? undefined,
        });
        if (response.status === 201 && ++acknowledged === 40) onAcknowledged?.();
      } catch {
        // Refused or reset once the server stopped listening: the client stops too.
        answers.push({ studentId, status: 'network' });
        return;
      }
    }
  };
  const load = Promise.all(Array.from({ length: CLIENTS }, client));
  await enoughAcknowledged;
  const signalled = Date.now();
  server.signal('SIGTERM');
  const exit = await server.exited;
  const exitedAfterMs = Date.now() - signalled;
  await load;

  expect(exit).toEqual({ code: 0, signal: null });
  expect(exitedAfterMs).toBeLessThan(EXIT_BOUND_MS);
  expect(server.output()).not.toContain('Cannot use a pool');
  expect(answers.filter((answer) => answer.status === 500)).toEqual([]);
  for (const answer of answers.filter((a) => a.status === 503)) {
    expect(answer.body).toMatchObject({
      success: false,
      error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) },
    });
    expect(answer.connection).toBe('close');
  }
  expect(new Set(answers.map((answer) => answer.status))).toSatisfy((statuses: Set<unknown>) =>
    [...statuses].every((status) => status === 201 || status === 503 || status === 'network'),
  );

  const checkedIn = answers.filter((answer) => answer.status === 201).map((a) => a.studentId);
  const db = await database.open();
  try {
    const { rows } = await db.pool.query<{ student_id: string }>(
      `select s.student_id from attendance a join students s on s.id = a.student_id`,
    );
    const stored = new Set(rows.map((row) => row.student_id));
    expect(checkedIn.filter((studentId) => !stored.has(studentId))).toEqual([]);
  } finally {
    await db.close();
  }
}, 90_000);
