import { describe, expect, test } from 'vitest';
import { batchesInWindows, type KeysetWindow } from './export-windows.js';

/**
 * A table of keys, newest (greatest) first, read as the database reads it: each read sees the
 * table as it is when the read starts. `beforeRead` changes the table before a given read, as a
 * check-in or a deletion landing between two windows' reads would.
 */
function keysTable(count: number, beforeRead: Record<number, (keys: string[]) => void> = {}) {
  const keys = Array.from(
    { length: count },
    (_, index) => `k${String(count - index).padStart(4, '0')}`,
  );
  let reads = 0;
  const read = async ({ cursor, offset, limit }: KeysetWindow) => {
    beforeRead[reads]?.(keys);
    reads += 1;
    const after = cursor === undefined ? keys : keys.filter((key) => key < cursor);
    const records = after.slice(offset, offset + limit);
    return {
      records,
      size: records.length,
      first: records[0] ?? null,
      last: records.at(-1) ?? null,
    };
  };
  return { keys, read, reads: () => reads };
}

async function readAll(
  read: ReturnType<typeof keysTable>['read'],
  batchSize: number,
  windows: number,
) {
  const out: string[] = [];
  for await (const batch of batchesInWindows(read, batchSize, windows)) out.push(...batch);
  return out;
}

describe('reading keyset batches several windows at a time', () => {
  test.each([1, 2, 3])('returns every record once, in order, with %i windows', async (windows) => {
    for (const count of [0, 1, 5, 10, 23, 30]) {
      const table = keysTable(count);
      expect(await readAll(table.read, 5, windows)).toEqual([...table.keys]);
    }
  });

  test('reads the windows of a round together, ahead of the caller', async () => {
    const table = keysTable(40);
    const batches = batchesInWindows(table.read, 5, 2);
    await batches.next();
    // The first round (two windows) and the next one, read while the caller has the first batch.
    expect(table.reads()).toBe(4);
  });

  test('a record deleted between two windows’ reads loses and repeats nothing else', async () => {
    // Read 1 is the second window of the first round: the deletion moves it by one.
    const table = keysTable(23, { 1: (keys) => keys.splice(2, 1) });
    const before = [...table.keys];
    const deleted = before[2];
    const out = await readAll(table.read, 5, 2);
    // The first window read it before it went; every other record comes once, in order.
    expect(out).toEqual(before);
    expect(out.filter((key) => key !== deleted)).toEqual(before.filter((key) => key !== deleted));
  });

  test('a record written into an older range between two windows’ reads is not lost', async () => {
    const table = keysTable(23, { 3: (keys) => keys.splice(12, 0, 'k0011a') });
    const before = [...table.keys];
    const out = await readAll(table.read, 5, 3);
    expect(new Set(out).size).toBe(out.length);
    expect(out.filter((key) => key !== 'k0011a')).toEqual(before);
    expect([...out].sort().reverse()).toEqual(out);
  });

  test('a deletion of the record two windows meet at is read again from the last that met', async () => {
    // Read 1 starts at the first window's last record (index 4): take that one away.
    const table = keysTable(23, { 1: (keys) => keys.splice(4, 1) });
    const before = [...table.keys];
    const out = await readAll(table.read, 5, 2);
    expect(out).toEqual(before);
  });
});
