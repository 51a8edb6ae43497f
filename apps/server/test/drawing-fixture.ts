import { threadId } from 'node:worker_threads';

/** A drawing module for the drawing pool's tests (shared/drawing/drawing-pool.test.ts). */
export type FixtureHeader = { mode: 'echo' | 'fail' | 'exit' };

/**
 * Echo: the items joined, with the thread it ran on, reporting each item as progress. Fail: throws
 * once the first item is in. Exit: ends its thread, as a crash in native code would.
 */
export async function draw(
  header: FixtureHeader,
  items: AsyncIterable<string>,
  progress: (count: number) => void,
) {
  const seen: string[] = [];
  for await (const item of items) {
    if (header.mode === 'fail') throw new Error(`cannot draw ${item}`);
    if (header.mode === 'exit') process.exit(3);
    seen.push(item);
    progress(seen.length);
  }
  return Buffer.from(JSON.stringify({ threadId, items: seen }));
}
