import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import { inArray, lt, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import { rateLimitHits } from '../db/schema/rate-limits.js';

type Hit = { current: number; ttl: number };
type HitCallback = (error: Error | null, result?: Hit) => void;

/** Expired counters are swept this often by every process (a cheap indexed delete). */
const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * One atomic statement per attempt, so concurrent attempts in several processes each get their
 * own count: the first hit of a window inserts the row; later ones increment it; the first hit
 * after the window ended starts a new one. Times come from the database clock, which every process
 * shares.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const hasExpired = sql`${rateLimitHits.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetsAt: sql`now() + ${windowMs}::int * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${hasExpired} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetsAt: sql`case when ${hasExpired} then excluded.resets_at else ${rateLimitHits.resetsAt} end`,
      },
    })
    .returning({
      current: rateLimitHits.hits,
      // now() is each transaction's start: one that began before the row's creator sees a window
      // slightly longer than it is, so the time left is capped at the window itself.
      ttl: sql<number>`least(ceil(extract(epoch from ${rateLimitHits.resetsAt} - now()) * 1000)::int, ${windowMs}::int)`,
    });
  if (!row) throw new Error('The rate-limit counter was not updated');
  return row;
}

/**
 * Counters of attempts by key, in the store the limits use. `clear` forgets keys at once: a right
 * password ends the count of wrong ones (plugins/attempt-limits.ts).
 */
export type AttemptCounter = {
  hit: (key: string, windowMs: number) => Promise<Hit>;
  clear: (keys: string[]) => Promise<void>;
};

const databaseCounter = (db: Db): AttemptCounter => ({
  hit: (key, windowMs) => countHit(db, key, windowMs),
  clear: async (keys) => {
    await db.delete(rateLimitHits).where(inArray(rateLimitHits.key, keys));
  },
});

/** The same counts in Redis: the window starts with the first hit; each hit adds one. */
const redisCounter = (redis: Redis, nameSpace: string): AttemptCounter => ({
  hit: async (key, windowMs) => {
    const results = await redis
      .multi()
      .set(nameSpace + key, 0, 'PX', windowMs, 'NX')
      .incr(nameSpace + key)
      .pttl(nameSpace + key)
      .exec();
    const [count, timeLeft] = [results?.[1], results?.[2]];
    if (!count || !timeLeft || count[0] || timeLeft[0]) {
      throw count?.[0] ?? timeLeft?.[0] ?? new Error('Redis did not count the attempt');
    }
    return { current: Number(count[1]), ttl: Number(timeLeft[1]) };
  },
  clear: async (keys) => {
    await redis.del(...keys.map((key) => nameSpace + key));
  },
});

export async function deleteExpiredHits(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.resetsAt, sql`now()`))
    .returning({ key: rateLimitHits.key });
  return deleted.length;
}

/** @fastify/rate-limit's store interface over `countHit`; each route gets its own key prefix. */
function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: HitCallback, timeWindow: number) {
      countHit(db, this.prefix + key, timeWindow).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      // At run time: the route's merged limit settings, the route under `routeInfo` (the plugin's
      // own RedisStore reads it the same way; its types say otherwise).
      const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      const { method, url } = route ?? {};
      return new DatabaseRateLimitStore(options, method && url ? `${method} ${url}:` : '');
    }
  }
  return DatabaseRateLimitStore;
}

/**
 * Where sign-in attempts are counted: Redis when `REDIS_URL` is set, the database otherwise; in
 * either case every server process shares the counts. Both are closed or stopped with the app.
 */
export async function rateLimitStoreOptions(
  app: FastifyInstance,
  options: { db: Db; redisUrl: string | undefined },
): Promise<{
  plugin: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;
  counter: AttemptCounter;
}> {
  if (options.redisUrl) {
    const redis = new Redis(options.redisUrl, {
      lazyConnect: true,
      connectTimeout: 5000,
      // A sign-in fails rather than waits when Redis is away; counting is never skipped.
      maxRetriesPerRequest: 1,
    });
    // Unheeded, a dropped connection would crash the process; ioredis reconnects by itself.
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis connection error'));
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new Error(`Redis at REDIS_URL did not answer: ${(error as Error).message}`);
    }
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    const nameSpace = 'rollcall:rate-limit:';
    return { plugin: { redis, nameSpace }, counter: redisCounter(redis, nameSpace) };
  }
  const sweep = setInterval(() => {
    deleteExpiredHits(options.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'expired rate-limit counters were not deleted'),
    );
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  return { plugin: { store: databaseStore(options.db) }, counter: databaseCounter(options.db) };
}
