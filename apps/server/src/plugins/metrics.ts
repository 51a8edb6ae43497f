import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { notifications } from '../db/schema/notifications.js';
import type { Jobs } from '../shared/jobs/jobs.js';
import {
  NO_METRICS,
  SCAN_OUTCOMES,
  scanCounting,
  type Metrics,
  type ScanSource,
} from '../shared/metrics.js';

/** Outside /api: Prometheus scrapes it with the token, no session. */
export const METRICS_PATH = '/metrics';

/** The label of a request no route matched: its raw URL could hold anything, a name included. */
const UNMATCHED_ROUTE = 'unmatched';

const SCAN_SOURCES: ScanSource[] = ['staff', 'gate'];

const digestOf = (value: string) => createHash('sha256').update(value).digest();

/**
 * `Authorization: Bearer <token>`, compared as digests: equal lengths for timingSafeEqual, so
 * neither the token's length nor a matching prefix shows in the time taken.
 */
const hasToken = (header: string | undefined, tokenDigest: Buffer) =>
  timingSafeEqual(
    digestOf(header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''),
    tokenDigest,
  );

/**
 * `GET /metrics` in Prometheus's text format, only when METRICS_TOKEN is set (otherwise there is
 * no route, no hook and no registry: nothing is counted). One registry per app, never prom-client's
 * global one, so that apps built side by side (the tests) each count their own. Request, scan and
 * pool figures are kept in memory as they happen; the job queue and guardian messages are read
 * from the database on each scrape, so nothing polls between scrapes.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; jobs: Jobs | undefined },
): Metrics {
  if (!options.token) return NO_METRICS;
  const tokenDigest = digestOf(options.token);
  const registry = new Registry();
  // Process figures, event-loop lag (nodejs_eventloop_lag_*) among them.
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'rollcall_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status; its _count is the number of requests.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        method: request.method,
        // The pattern (/api/students/:id), never the URL with its ids and query.
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const scans = new Counter({
    name: 'rollcall_scans_total',
    help: 'Scan requests by source (staff scanner, gate) and outcome.',
    labelNames: ['source', 'outcome'] as const,
    registers: [registry],
  });
  // Every outcome shows from the start, at 0, so a rate over it is defined before the first one.
  for (const source of SCAN_SOURCES) {
    for (const outcome of SCAN_OUTCOMES) scans.inc({ source, outcome }, 0);
  }

  const { pool } = app;
  new Gauge({
    name: 'rollcall_db_pool_connections',
    help: 'Database pool connections by state (busy: running a query or held by a transaction).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'rollcall_db_pool_waiting',
    help: 'Queries waiting for a free database connection.',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'rollcall_db_pool_max_connections',
    help: 'The most connections the pool opens (DATABASE_POOL_SIZE).',
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? 0);
    },
  });

  const queueWaiting = new Gauge({
    name: 'rollcall_job_queue_waiting',
    help: 'Background jobs due to run that no worker has taken yet, by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const queueActive = new Gauge({
    name: 'rollcall_job_queue_active',
    help: 'Background jobs running now, by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const queueOldest = new Gauge({
    name: 'rollcall_job_queue_oldest_waiting_seconds',
    help: 'How long the longest-waiting due job has waited, by queue (0 when none waits).',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const readQueues = async () => {
    if (!options.jobs) return;
    for (const queue of await options.jobs.backlog()) {
      queueWaiting.set({ queue: queue.name }, queue.waiting);
      queueActive.set({ queue: queue.name }, queue.active);
      queueOldest.set({ queue: queue.name }, queue.oldestWaitingSeconds);
    }
  };

  const messages = new Gauge({
    name: 'rollcall_guardian_messages',
    help: 'Guardian messages by channel and state, as the delivery table holds them.',
    labelNames: ['channel', 'state'] as const,
    registers: [registry],
  });
  const readMessages = async () => {
    const rows = await app.db
      .select({ channel: notifications.channel, state: notifications.status, total: count() })
      .from(notifications)
      .groupBy(notifications.channel, notifications.status);
    for (const channel of notifications.channel.enumValues) {
      for (const state of notifications.status.enumValues) {
        const row = rows.find((r) => r.channel === channel && r.state === state);
        messages.set({ channel, state }, row?.total ?? 0);
      }
    }
  };

  app.get(
    METRICS_PATH,
    // Scraped every few seconds: only a failure is worth a log line. Not an API endpoint.
    { logLevel: 'warn', schema: { hide: true } },
    async (request, reply) => {
      if (!hasToken(request.headers.authorization, tokenDigest)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send('Unauthorized\n');
      }
      // A database that does not answer leaves those figures out; the process's still go out.
      await Promise.all(
        [
          [readQueues, [queueWaiting, queueActive, queueOldest]] as const,
          [readMessages, [messages]] as const,
        ].map(async ([read, gauges]) => {
          try {
            await read();
          } catch (error) {
            for (const gauge of gauges) gauge.reset();
            request.log.warn({ err: error }, 'metrics: a figure could not be read');
          }
        }),
      );
      return reply.header('content-type', registry.contentType).send(await registry.metrics());
    },
  );

  return {
    countScan: scanCounting((source, outcome) => scans.inc({ source, outcome })),
  };
}
