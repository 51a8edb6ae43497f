import { apiRoutes } from './api-routes.js';
import { ssoJobs } from './features/sso/sso-account-mail.js';
import type { AdoptedSecrets } from './features/system/new-installation.js';
import { decorateInstallationSecrets } from './app-secrets.js';
import { createReadCache, type ReadCache } from './shared/read-cache.js';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX } from '@rollcall/contract/endpoint';
import { IMAGE_MAX_BYTES } from '@rollcall/contract/media';
import type { Config } from './config/env.js';
import type { Database, Db } from './db/client.js';
import { absenteeJobs } from './features/absentee/absentee.jobs.js';
import type { Messaging } from './features/absentee/messaging.js';
import type { JwtKey } from './shared/tokens.js';
import { refuseGateDevicesElsewhere } from './features/gate/gate-auth.js';
import { idCardsJobs, type IdCardJobOptions } from './features/id-cards/id-cards.jobs.js';
import { interventionsJobs } from './features/interventions/interventions.jobs.js';
import { outreachJobs, type OutreachJobOptions } from './features/interventions/outreach.jobs.js';
import { privacyJobs } from './features/privacy/privacy.jobs.js';
import { followSettingsChanges } from './features/settings/settings-changes.js';
import { reportsJobs, type ReportJobOptions } from './features/reports/reports.jobs.js';
import { rosterJobs } from './features/roster/roster-hold-mail.js';
import { systemJobs } from './features/system/system.jobs.js';
import { registerApiDocs } from './plugins/api-docs.js';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandlers,
} from './plugins/error-handler.js';
import type { AttemptCounter } from './plugins/rate-limit-store.js';
import { LOGIN_LIMIT_PER_IP } from './plugins/attempt-limits.js';
import { registerSecurity } from './plugins/security.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerHttpDrain, type HttpDrain } from './plugins/shutdown.js';
import { registerWebApp } from './plugins/web-app.js';
import { createDrawingPool, type DrawingPool } from './shared/drawing/drawing-pool.js';
import type { JobQueue } from './shared/jobs/job-queue.js';
import { startJobs, type Jobs } from './shared/jobs/jobs.js';
import type { Metrics } from './shared/metrics.js';
import { reportUncoveredCharactersTo } from './shared/pdf-text/pdf-text.js';
import type { TwoFactorKeys } from './shared/two-factor-crypto.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The same database's pool, for the prepared queries of the hot paths (db/prepared.ts). */
    pool: Database['pool'];
    databaseKind: Database['kind'];
    jwtKey: JwtKey;
    /** Signs the QR codes printed on student cards. */
    qrSecret: string;
    /** Keeps the two-factor secrets and recovery codes. */
    twoFactorKeys: TwoFactorKeys;
    adoptSecrets: (adopted: AdoptedSecrets) => void;
    isNewInstallation: () => Promise<boolean>;
    /** The time now; injectable so tests can be at 08:06 on a Monday. */
    clock: () => Date;
    /** A clean stop of the HTTP side (see plugins/shutdown.ts). */
    httpDrain: HttpDrain;
    /** The background jobs (shared/jobs); absent without a job queue. */
    jobs: Jobs | undefined;
    /** The threads the jobs draw files on, off the event loop (shared/drawing). */
    drawing: DrawingPool;
    /** Counts sign-in, password and code attempts (plugins/attempt-limits.ts). */
    attemptCounter: AttemptCounter;
    /** The sign-in routes' limit per address (SIGN_IN_LIMIT_PER_MINUTE). */
    signInLimitPerIp: typeof LOGIN_LIMIT_PER_IP;
    /** Where staff reach Rollcall (PUBLIC_URL); undefined: each request's own address. */
    publicUrl: string | undefined;
    /** The busy reads' answers, shared across requests for a moment (shared/read-cache.ts). */
    readCache: ReadCache;
    /** What the code counts for GET /metrics (plugins/metrics.ts); nothing without METRICS_TOKEN. */
    metrics: Metrics;
  }
}

export type AppOptions = {
  config: Pick<Config, 'jwtSecret' | 'logLevel' | 'webDistDir'> &
    Partial<
      Pick<
        Config,
        | 'trustProxy'
        | 'redisUrl'
        | 'twoFactorKey'
        | 'qrSecret'
        | 'apiDocs'
        | 'metricsToken'
        | 'signInLimitPerMinute'
        | 'publicUrl'
      >
    >;
  database: Database;
  clock?: () => Date;
  /**
   * The app's pg-boss, started under the start-up lock; the app starts every feature's jobs
   * (`*.jobs.ts`) on it and stops it when closed. Absent in tests that need no background jobs.
   */
  jobQueue?: JobQueue;
  /** Guardian messages; their jobs run on the job queue, so they are off without it. */
  messaging?: Messaging;
  /** Where log lines go (standard output when absent); tests read them. */
  logStream?: { write: (line: string) => void };
  /** Tuning for the report-file jobs (tests lower the PDF row limit). */
  reportJobs?: ReportJobOptions;
  /** Tuning for the ID card batch jobs (tests poll faster). */
  idCardJobs?: IdCardJobOptions;
  /** Tuning for the letter batch jobs (tests poll faster). */
  outreachJobs?: OutreachJobOptions;
  /** Where the daily automatic backups go (DATA_DIR/backups); none are made without it. */
  backupDir?: string;
  /**
   * How long a busy read's answer is shared when nothing was written through this process
   * (default 1000 ms; tests that write to the database directly use 0).
   */
  readCacheMs?: number;
};

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.refreshToken',
  'req.body.challengeToken',
  'req.body.code',
];

/**
 * What the request log keeps of a URL: the path without its query (which can carry names and
 * e-mail addresses, or a download's signature), and without a picture's token, which is the
 * picture's only key (a capability URL).
 */
export const loggedPath = (url: string) =>
  (url.split('?')[0] ?? '').replace(/^(\/api\/media\/)[^/]+/, '$1:token');

/** A hop count trusts that many proxies nearest to us (as a function: Fastify's types omit it). */
const trustProxyOption = (setting: Config['trustProxy']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

export async function buildApp({
  config,
  database,
  clock = () => new Date(),
  jobQueue,
  messaging: messagingOption,
  logStream,
  reportJobs,
  idCardJobs,
  outreachJobs: outreachJobOptions,
  backupDir,
  readCacheMs = 1000,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: REDACTED_PATHS,
      serializers: {
        // The client's address: behind a trusted proxy (TRUST_PROXY), from X-Forwarded-For.
        req: (request: { method: string; url: string; id: string; ip: string }) => ({
          method: request.method,
          url: loggedPath(request.url),
          id: request.id,
          ip: request.ip,
        }),
      },
    },
    trustProxy: trustProxyOption(config.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    // Errors raised before a handler runs answer in the error envelope too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    ajv: undefined,
    // While closing, our own hook answers 503 in the envelope (plugins/shutdown.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('httpDrain', registerHttpDrain(app));
  reportUncoveredCharactersTo((codePoint) =>
    app.log.warn({ codePoint }, 'a PDF drew a character no font has as a replacement'),
  );

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', database.db);
  app.decorate('pool', database.pool);
  app.decorate('databaseKind', database.kind);
  await decorateInstallationSecrets(app, database.db, config);
  app.decorate('clock', clock);
  app.decorate('readCache', createReadCache({ maxAgeMs: readCacheMs }));
  // Every change made through this process shows at once in the shared reads.
  app.addHook('onResponse', async (request, reply) => {
    if (!READ_ONLY_METHODS.has(request.method) && reply.statusCode < 400) {
      app.readCache.noteWrite();
    }
  });
  app.decorateRequest('actor', undefined);
  await followSettingsChanges(app, database);

  app.decorate('drawing', createDrawingPool());
  app.addHook('onClose', async () => app.drawing.close());
  // Every background job of the product, declared by its feature; routes only queue them.
  const messaging = jobQueue ? messagingOption : undefined;
  const jobs = jobQueue
    ? await startJobs(jobQueue, [
        ...absenteeJobs(messaging),
        ...reportsJobs(app, reportJobs),
        ...idCardsJobs(app, idCardJobs),
        ...outreachJobs(app, messaging, outreachJobOptions),
        ...systemJobs(app, backupDir, messaging?.channels.email),
        ...interventionsJobs(app, messaging?.channels.email),
        ...rosterJobs(app, messaging?.channels.email),
        ...ssoJobs(app, messaging?.channels.email),
        ...privacyJobs(app),
      ])
    : undefined;
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs?.stop());
  // Before the routes, so that its request hook sees every one of them.
  app.decorate('metrics', registerMetrics(app, { token: config.metricsToken, jobs }));

  // Bodyless JSON requests (a PUT with Content-Type set and nothing sent) are not malformed.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  registerErrorHandlers(app);
  await registerSecurity(app, { db: database.db, redisUrl: config.redisUrl });
  app.decorate('signInLimitPerIp', {
    ...LOGIN_LIMIT_PER_IP,
    max: config.signInLimitPerMinute ?? LOGIN_LIMIT_PER_IP.max,
  });
  app.decorate('publicUrl', config.publicUrl);
  refuseGateDevicesElsewhere(app);
  // The web app's refresh cookie (shared/refresh-cookie.ts) is read and written through it.
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 } });
  if (config.apiDocs ?? true) await registerApiDocs(app);

  await app.register(apiRoutes, { prefix: API_PREFIX, messaging, backupDir });

  await registerWebApp(app, config.webDistDir);
  return app;
}
