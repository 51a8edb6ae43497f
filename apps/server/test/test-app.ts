import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Role } from '@rollcall/contract/roles';
import { REFRESH_TOKEN_TTL_DAYS } from '@rollcall/contract/auth';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config/env.js';
import type { Messaging } from '../src/features/absentee/messaging.js';
import type { Database } from '../src/db/client.js';
import type { IdCardJobOptions } from '../src/features/id-cards/id-cards.jobs.js';
import type { OutreachJobOptions } from '../src/features/interventions/outreach.jobs.js';
import type { ReportJobOptions } from '../src/features/reports/reports.jobs.js';
import { startJobQueue } from '../src/shared/jobs/job-queue.js';
import { startSession } from '../src/shared/sessions.js';
import { signAccessToken } from '../src/shared/tokens.js';
import { insertUser, type UserOverrides } from './factories.js';
import { openTestDatabase } from './test-database.js';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Inserts a user of the role and returns bearer headers for a fresh session of theirs. */
  signIn: (role: Role, overrides?: UserOverrides) => Promise<SignedIn>;
  /** A fresh session of a user who exists (after everyone was signed out). */
  newSession: (user: SignedIn['user'], role: Role) => Promise<SignedIn>;
  /** Moves the server's clock; undefined goes back to the real time. */
  setNow: (instant: Date | string | undefined) => void;
  /** The log lines written so far, parsed; empty unless created with `logLevel`. */
  logLines: LogLine[];
  close: () => Promise<void>;
};

export type SignedIn = {
  user: { id: string; email: string; password: string };
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /**
   * Gives the password again (`POST /auth/confirm`), as the app asks before a dangerous action:
   * a file's own session may be older than the few minutes a sign-in counts as a confirmation.
   */
  confirm: () => Promise<void>;
};

/** One pino line: level 30 is info, 40 warn, 50 error. */
export type LogLine = { level: number; msg?: string; [key: string]: unknown };

export type TestAppOptions = {
  /** Guardian messaging; the app then has its job queue too, working (shared/jobs). */
  messaging?: (clock: () => Date, database: Database) => Messaging;
  config?: Partial<Pick<Config, 'trustProxy' | 'redisUrl' | 'metricsToken'>>;
  /** Keeps the app's log lines at this level in `logLines` instead of discarding them. */
  logLevel?: 'debug' | 'info';
  reportJobs?: ReportJobOptions;
  idCardJobs?: IdCardJobOptions;
  outreachJobs?: OutreachJobOptions;
  /** Where the night's job writes automatic backups (none without it). */
  backupDir?: string;
  /** How long busy reads are shared (the app's `readCacheMs`); 0 unless a test says so. */
  readCacheMs?: number;
  /** The app on this database (closed with it) instead of a fresh copy of the template. */
  database?: Database;
};

export async function createTestApp(
  options: TestAppOptions = {},
): Promise<TestApp & { messaging?: Messaging }> {
  const logLines: LogLine[] = [];
  const database = options.database ?? (await openTestDatabase());
  let fixedNow: Date | undefined;
  const clock = () => fixedNow ?? new Date();
  const messaging = options.messaging?.(clock, database);
  const jobQueue = messaging
    ? await startJobQueue({
        pool: database.pool,
        isWorking: true,
        isSoleProcess: database.kind === 'embedded',
        onError: () => {},
      })
    : undefined;
  const app = await buildApp({
    clock,
    ...(jobQueue ? { jobQueue } : {}),
    ...(messaging ? { messaging } : {}),
    ...(options.reportJobs ? { reportJobs: options.reportJobs } : {}),
    ...(options.idCardJobs ? { idCardJobs: options.idCardJobs } : {}),
    ...(options.outreachJobs ? { outreachJobs: options.outreachJobs } : {}),
    ...(options.backupDir ? { backupDir: options.backupDir } : {}),
    // Tests write rows straight into the database and read them back at once; the sharing of
    // busy reads has its own test (shared/read-cache.test.ts, attendance-read-cache.routes.test.ts).
    readCacheMs: options.readCacheMs ?? 0,
    config: {
      jwtSecret: undefined,
      logLevel: options.logLevel ?? ((process.env.TEST_LOG_LEVEL ?? 'silent') as 'silent'),
      webDistDir: '/nonexistent',
      ...options.config,
    },
    database,
    ...(options.logLevel
      ? { logStream: { write: (line: string) => logLines.push(JSON.parse(line) as LogLine) } }
      : {}),
  });
  await app.ready();

  const signIn = async (role: Role, overrides: UserOverrides = {}): Promise<SignedIn> =>
    newSession(await insertUser(database.db, { role, ...overrides }), role);

  const newSession = async (user: SignedIn['user'], role: Role): Promise<SignedIn> => {
    const session = await startSession(database.db, REFRESH_TOKEN_TTL_DAYS, user.id, 'vitest');
    const accessToken = await signAccessToken(app.jwtKey, {
      userId: user.id,
      sessionId: session.sessionId,
      role,
    });
    const headers = { authorization: `Bearer ${accessToken}` };
    // The suite reads English: the school's default language applies only where a test says so.
    const request = (options: InjectOptions) =>
      app.inject({
        ...options,
        headers: { 'accept-language': 'en', ...headers, ...options.headers },
      });
    return {
      user,
      accessToken,
      refreshToken: session.refreshToken,
      headers,
      request,
      confirm: async () => {
        const response = await request({
          method: 'POST',
          url: '/api/auth/confirm',
          payload: { password: user.password },
        });
        if (response.statusCode !== 200) throw new Error(`Not confirmed: ${response.body}`);
      },
    };
  };

  return {
    app,
    database,
    signIn,
    newSession,
    logLines,
    setNow: (instant) => {
      fixedNow = instant === undefined ? undefined : new Date(instant);
    },
    ...(messaging ? { messaging } : {}),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * An object that stands for one made later: every property is read from `current()` when it is
 * used, so a file can name its app and staff at the top while its `beforeAll` makes them.
 */
function madeLater<T extends object>(name: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, property) {
      const target = current();
      if (!target) throw new Error(`${name} is read before the file's beforeAll made it`);
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/**
 * The opening of an API test file: `const { t, admin, teacher } = useTestApp({ staff: { admin: {},
 * teacher: {} } })` starts an app on a fresh database before the file's tests, signs in the staff
 * named (a user of that role, with those overrides), and closes the app after the tests. Read the
 * three inside tests and hooks; a file's own `beforeAll` below the call runs after this one.
 */
export function useTestApp({
  staff = {},
  ...options
}: TestAppOptions & { staff?: { admin?: UserOverrides; teacher?: UserOverrides } } = {}) {
  let t: TestApp | undefined;
  const signedIn: { admin?: SignedIn; teacher?: SignedIn } = {};
  beforeAll(async () => {
    t = await createTestApp(options);
    if (staff.admin) signedIn.admin = await t.signIn('admin', staff.admin);
    if (staff.teacher) signedIn.teacher = await t.signIn('teacher', staff.teacher);
  });
  afterAll(async () => {
    await t?.close();
  });
  return {
    /** The staff named sign in again, as after a restore that signed everyone out. */
    signInAgain: async () => {
      if (!t) throw new Error('signInAgain is called before the file made its app');
      if (signedIn.admin) signedIn.admin = await t.newSession(signedIn.admin.user, 'admin');
      if (signedIn.teacher) signedIn.teacher = await t.newSession(signedIn.teacher.user, 'teacher');
    },
    t: madeLater('the test app', () => t),
    admin: madeLater('the signed-in admin (staff.admin)', () => signedIn.admin),
    teacher: madeLater('the signed-in teacher (staff.teacher)', () => signedIn.teacher),
  };
}
