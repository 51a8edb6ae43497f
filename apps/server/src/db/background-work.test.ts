import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import { asBackgroundWork } from './background-work.js';
import type { Database } from './client.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const inUse = (pool: pg.Pool) => pool.totalCount - pool.idleCount;

test('background work takes its connections, transactions included, from the background pool', async () => {
  const held = await asBackgroundWork(() => database.pool.connect());
  try {
    expect([inUse(database.pool), inUse(database.pool.background)]).toEqual([0, 1]);
  } finally {
    held.release();
  }
  const seenInTransaction = await asBackgroundWork(() =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return [inUse(database.pool), inUse(database.pool.background)];
    }),
  );
  expect(seenInTransaction).toEqual([0, 1]);
});

test('a request’s statements take the app’s own connections', async () => {
  const held = await database.pool.connect();
  try {
    expect([inUse(database.pool), inUse(database.pool.background)]).toEqual([1, 0]);
  } finally {
    held.release();
  }
});
