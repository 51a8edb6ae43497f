import os from 'node:os';
import { threadId } from 'node:worker_threads';
import { AppError } from '../src/shared/app-error.js';

/** A drawing module for the drawing pool's tests (shared/drawing/drawing-pool.test.ts). */
export type FixtureHeader = {
  mode: 'echo' | 'slow' | 'fail' | 'exit' | 'read' | 'refuse' | 'hoard';
  words?: string[];
  bytes?: Uint8Array[];
};

/** What the fixture answers in `read` mode: plain data, a Map among it. */
export type FixtureReading = {
  threadId: number;
  lengths: Map<string, number>;
  /** The nice value the thread runs at. */
  niceness: number;
  /** The text of the header's bytes, as the thread received them. */
  texts: string[];
};

/**
 * Echo: the items joined, with the thread it ran on, reporting each item as progress. Slow: the
 * same, 5 ms an item. Fail: throws once the first item is in. Exit: ends its thread, as a crash in
 * native code would. Hoard: keeps allocating until the thread's heap is full.
 */
export async function draw(
  header: FixtureHeader,
  items: AsyncIterable<string>,
  progress: (count: number) => void,
) {
  // Read: the header's words and their lengths. Refuse: a field error for people.
  if (header.mode === 'read') {
    const words = header.words ?? [];
    return {
      threadId,
      lengths: new Map(words.map((word) => [word, word.length])),
      niceness: os.getPriority(),
      texts: (header.bytes ?? []).map((bytes) => new TextDecoder().decode(bytes)),
    };
  }
  if (header.mode === 'hoard') {
    const kept: string[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => `word ${i} ${kept.length}`));
  }
  if (header.mode === 'refuse') {
    throw new AppError('VALIDATION_FAILED', 'roster.notAZip', { file: 'roster.notAZip' });
  }
  const startedAt = performance.timeOrigin + performance.now();
  const seen: string[] = [];
  for await (const item of items) {
    if (header.mode === 'fail') throw new Error(`cannot draw ${item}`);
    if (header.mode === 'exit') process.exit(3);
    if (header.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 5));
    seen.push(item);
    progress(seen.length);
  }
  const endedAt = performance.timeOrigin + performance.now();
  return Buffer.from(JSON.stringify({ threadId, items: seen, startedAt, endedAt }));
}
