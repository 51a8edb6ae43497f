/** Where a read starts: after the record keyed `cursor` (none: the first), skipping `offset`. */
export type KeysetWindow = { cursor: string | undefined; offset: number; limit: number };

/** A window's records, their count, and the keys of the first and the last (null when empty). */
export type WindowBatch<T> = {
  records: T[];
  size: number;
  first: string | null;
  last: string | null;
};

/**
 * Keyset batches read `windows` at a time, so that a database with several cores builds them side
 * by side: the first window from the cursor, each next one starting at the previous one's last
 * record (read again, to check that the two still meet). The next round is read while the caller
 * works on this one's batches.
 *
 * A record written or deleted between two windows' reads moves the later windows; the batches
 * after the last window that still met are then dropped and read again from there, so that no
 * record is lost or repeated.
 */
export async function* batchesInWindows<T>(
  read: (window: KeysetWindow) => Promise<WindowBatch<T>>,
  batchSize: number,
  windows: number,
): AsyncGenerator<T[]> {
  const readRound = (cursor: string | undefined) =>
    Array.from({ length: windows }, (_, index) => {
      const batch = read(
        index === 0
          ? { cursor, offset: 0, limit: batchSize }
          : { cursor, offset: index * batchSize - 1, limit: batchSize + 1 },
      );
      // Read ahead, but a consumer that stops (the client went away) must not crash the process.
      batch.catch(() => undefined);
      return batch;
    });
  let round: Promise<WindowBatch<T>>[] | undefined = readRound(undefined);
  while (round) {
    const reads: Promise<WindowBatch<T>>[] = round;
    const batches: T[][] = [];
    let cursor: string | null = null;
    let end = false;
    for (const [index, pending] of reads.entries()) {
      const batch = await pending;
      if (index === 0) {
        batches.push(batch.records);
        end = batch.size < batchSize;
      } else if (batch.first !== null && batch.first === cursor) {
        batches.push(batch.records.slice(1));
        end = batch.size < batchSize + 1;
      } else {
        break;
      }
      cursor = batch.last;
      if (end) break;
    }
    round = end || cursor === null ? undefined : readRound(cursor);
    yield* batches;
  }
}
