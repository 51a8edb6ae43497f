import os from 'node:os';
import { threadId } from 'node:worker_threads';
import { afterEach, expect, test } from 'vitest';
import type { FixtureHeader, FixtureReading } from '../../../test/drawing-fixture.js';
import { AppError } from '../app-error.js';
import {
  createDrawingPool,
  DrawingFailedError,
  ITEMS_AHEAD,
  type Drawing,
  type DrawingPool,
  type Reading,
} from './drawing-pool.js';
import { DRAWING_NICE } from './drawing-thread.js';
import { ownedBytes } from './owned-bytes.js';

const fixture: Drawing<FixtureHeader, string> = {
  module: new URL('../../../test/drawing-fixture.ts', import.meta.url),
};
const fixtureReading: Reading<FixtureHeader, FixtureReading> = { module: fixture.module };
const pools: DrawingPool[] = [];
const poolOf = (size: number, options?: Parameters<typeof createDrawingPool>[1]) => {
  const pool = createDrawingPool(size, options);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close();
});

async function* slowly(items: string[]) {
  for (const item of items) {
    await new Promise((resolve) => setImmediate(resolve));
    yield item;
  }
}

const parsed = (bytes: Buffer) =>
  JSON.parse(bytes.toString()) as {
    threadId: number;
    items: string[];
    startedAt: number;
    endedAt: number;
  };

test('a file is drawn on another thread from the items streamed to it, with its progress', async () => {
  const pool = poolOf(1);
  const progress: number[] = [];
  const drawn = parsed(
    await pool.draw(fixture, { mode: 'echo' }, slowly(['a', 'b', 'c']), (count) =>
      progress.push(count),
    ),
  );
  expect(drawn.items).toEqual(['a', 'b', 'c']);
  expect(drawn.threadId).not.toBe(threadId);
  expect(progress).toEqual([1, 2, 3]);
});

test('drawings beyond the pool’s threads wait for one; each is drawn on a thread of its own', async () => {
  const pool = poolOf(2);
  const drawings = await Promise.all(
    ['one', 'two', 'three', 'four', 'five'].map((name) =>
      pool.draw(fixture, { mode: 'slow' }, [name, name]),
    ),
  );
  const results = drawings.map(parsed);
  expect(results.map((result) => result.items[0])).toEqual(['one', 'two', 'three', 'four', 'five']);
  // A thread ends with its drawing, so that its heap goes with it.
  expect(new Set(results.map((result) => result.threadId)).size).toBe(5);
  // Never more than two at once: at each drawing's start, fewer than two others were under way.
  for (const result of results) {
    const alongside = results.filter(
      (other) =>
        other !== result && other.startedAt <= result.startedAt && other.endedAt > result.startedAt,
    );
    expect(alongside.length).toBeLessThan(2);
  }
});

test('items read faster than they are drawn wait on this side, a few ahead of the thread', async () => {
  const pool = poolOf(1);
  let read = 0;
  let mostAhead = 0;
  async function* counted() {
    for (let item = 0; item < 60; item += 1) {
      read += 1;
      yield String(item);
    }
  }
  const drawn = parsed(
    await pool.draw(fixture, { mode: 'slow' }, counted(), (count) => {
      mostAhead = Math.max(mostAhead, read - count);
    }),
  );
  expect(drawn.items).toHaveLength(60);
  // Those sent and not yet taken up, one taken and being drawn, one read and waiting to be sent.
  expect(mostAhead).toBeLessThanOrEqual(ITEMS_AHEAD + 2);
  expect(mostAhead).toBeGreaterThan(1);
});

test('a drawing that fails while more items wait to be sent fails, and the items stop being read', async () => {
  const pool = poolOf(1);
  let read = 0;
  async function* many() {
    for (let item = 0; item < 1000; item += 1) {
      read += 1;
      yield String(item);
    }
  }
  await expect(pool.draw(fixture, { mode: 'fail' }, many())).rejects.toThrow('cannot draw 0');
  expect(read).toBeLessThanOrEqual(ITEMS_AHEAD + 2);
  expect(parsed(await pool.draw(fixture, { mode: 'echo' }, ['next'])).items).toEqual(['next']);
});

test('a drawing that throws fails with its message, and the next one is drawn', async () => {
  const pool = poolOf(1);
  await expect(pool.draw(fixture, { mode: 'fail' }, ['x'])).rejects.toThrow('cannot draw x');
  expect(parsed(await pool.draw(fixture, { mode: 'echo' }, ['y'])).items).toEqual(['y']);
});

test('items that fail on this side end the drawing, and the next one is drawn', async () => {
  const pool = poolOf(1);
  async function* failing() {
    yield 'first';
    throw new Error('the rows failed');
  }
  await expect(pool.draw(fixture, { mode: 'echo' }, failing())).rejects.toThrow('the rows failed');
  expect(parsed(await pool.draw(fixture, { mode: 'echo' }, ['z'])).items).toEqual(['z']);
});

test('a thread that dies fails its drawing, and a new thread draws the next', async () => {
  const pool = poolOf(1);
  await expect(pool.draw(fixture, { mode: 'exit' }, slowly(['x']))).rejects.toBeInstanceOf(
    DrawingFailedError,
  );
  expect(parsed(await pool.draw(fixture, { mode: 'echo' }, ['after'])).items).toEqual(['after']);
});

test('a thread that runs out of its heap fails its drawing alone, and a new thread draws the next', async () => {
  const pool = poolOf(1, { threadHeapMb: 32 });
  await expect(pool.read(fixtureReading, { mode: 'hoard' })).rejects.toThrow(
    /ran out of its memory/,
  );
  expect(parsed(await pool.draw(fixture, { mode: 'echo' }, ['a'])).items).toEqual(['a']);
});

test('a reading answers plain data from another thread, a Map kept a Map', async () => {
  const pool = poolOf(1);
  const read = await pool.read(fixtureReading, { mode: 'read', words: ['gate', 'roster'] });
  expect(read.threadId).not.toBe(threadId);
  expect(read.lengths).toEqual(
    new Map([
      ['gate', 4],
      ['roster', 6],
    ]),
  );
});

test.runIf(process.platform === 'linux')(
  "the drawing thread gives way to the event loop: its nice value is the lowest priority, this thread's unchanged",
  async () => {
    const before = os.getPriority();
    const read = await poolOf(1).read(fixtureReading, { mode: 'read', words: [] });
    expect(read.niceness).toBe(DRAWING_NICE);
    expect(before).toBeLessThan(DRAWING_NICE);
    expect(os.getPriority()).toBe(before);
  },
);

test('byte arrays handed over reach the thread whole and are empty on this side, a view of a larger buffer copied first', async () => {
  const pool = poolOf(1);
  const own = new TextEncoder().encode('students page one');
  const view = ownedBytes(Buffer.from('a slice of a larger buffer, not its own').subarray(2, 7));
  const bytes = [ownedBytes(own), view];
  const read = await pool.read(fixtureReading, { mode: 'read', bytes }, bytes);
  expect(read.texts).toEqual(['students page one', 'slice']);
  expect(own.byteLength).toBe(0);
  expect(view.byteLength).toBe(0);
});

test('a failure for people thrown on the thread comes back as the same AppError, its fields kept', async () => {
  const pool = poolOf(1);
  const refused = await pool
    .read(fixtureReading, { mode: 'refuse' })
    .catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(AppError);
  expect(refused).toMatchObject({
    code: 'VALIDATION_FAILED',
    statusCode: 400,
    wording: 'roster.notAZip',
    fieldWordings: { file: 'roster.notAZip' },
  });
  // The thread is free again for the next one.
  expect((await pool.read(fixtureReading, { mode: 'read', words: [] })).lengths.size).toBe(0);
});
