import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from '../db/client.js';
import { rateLimitHits } from '../db/schema/rate-limits.js';
import { countHit, deleteExpiredHits } from './rate-limit-store.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const MINUTE = 60_000;

test('concurrent hits on one key each get their own count', async () => {
  const hits = await Promise.all(
    Array.from({ length: 30 }, () => countHit(database.db, 'race', MINUTE)),
  );
  expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 30 }, (_, index) => index + 1),
  );
  for (const hit of hits) {
    expect(hit.ttl).toBeGreaterThan(0);
    expect(hit.ttl).toBeLessThanOrEqual(MINUTE);
  }
});

test('the window keeps its end as hits come in, and a hit after it starts a new one', async () => {
  const first = await countHit(database.db, 'window', MINUTE);
  const second = await countHit(database.db, 'window', 15 * MINUTE);
  expect(first.current).toBe(1);
  expect(second.current).toBe(2);
  // The second hit did not stretch the window to its own (longer) length.
  expect(second.ttl).toBeLessThanOrEqual(MINUTE);

  await database.db
    .update(rateLimitHits)
    .set({ resetsAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimitHits.key, 'window'));
  const afterWindow = await countHit(database.db, 'window', MINUTE);
  expect(afterWindow.current).toBe(1);
  expect(afterWindow.ttl).toBeGreaterThan(MINUTE - 5000);
});

test('the sweep deletes counters whose window has ended and keeps the running ones', async () => {
  await countHit(database.db, 'ended', MINUTE);
  await countHit(database.db, 'running', MINUTE);
  await database.db
    .update(rateLimitHits)
    .set({ resetsAt: sql`now() - interval '1 minute'` })
    .where(eq(rateLimitHits.key, 'ended'));

  expect(await deleteExpiredHits(database.db)).toBeGreaterThanOrEqual(1);
  const keys = (await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map(
    (row) => row.key,
  );
  expect(keys).toContain('running');
  expect(keys).not.toContain('ended');
});
