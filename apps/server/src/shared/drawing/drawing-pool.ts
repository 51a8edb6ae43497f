import os from 'node:os';
import { MessageChannel, type MessagePort, type Worker } from 'node:worker_threads';
import { AppError } from '../app-error.js';
import { moduleBeside, startWorker } from '../worker-thread.js';
import type { DrawingReply, DrawingRequest } from './drawing-thread.js';

/**
 * A module a drawing thread runs: it exports `draw(header, items, progress)`, taking the items as
 * they are streamed in and returning the file's bytes (drawing-thread.ts).
 */
export type Drawing<Header, Item> = { module: URL; header?: Header; item?: Item };

/** Names a drawing module (beside `moduleUrl`, by its name without extension) for `pool.draw`. */
export const drawingBeside = <Header, Item>(moduleUrl: string, name: string) =>
  ({ module: moduleBeside(moduleUrl, name) }) as Drawing<Header, Item>;

/**
 * A module whose `draw(header)` reads rather than draws: it answers plain data (copied across
 * threads: objects, arrays, Maps, no functions), for `pool.read`.
 */
export type Reading<Header, Result> = { module: URL; header?: Header; result?: Result };

/** Names a reading module (beside `moduleUrl`) for `pool.read`. */
export const readingBeside = <Header, Result>(moduleUrl: string, name: string) =>
  ({ module: moduleBeside(moduleUrl, name) }) as Reading<Header, Result>;

export type DrawingPool = {
  /**
   * Draws a file on a thread of the pool: the header and then each item are sent to it as they
   * come (the database stays with this thread), and its bytes come back. Waits for a free thread.
   */
  draw: <Header, Item>(
    drawing: Drawing<Header, Item>,
    header: Header,
    items: AsyncIterable<Item> | Iterable<Item>,
    onProgress?: (count: number) => void,
  ) => Promise<Buffer>;
  /**
   * Reads on a thread of the pool (a large upload's unpacking and parsing): the header goes in,
   * the module's answer comes back. A failure meant for people (AppError) is thrown as such.
   * `handOver`: byte arrays of the header (each owning its memory, `ownedBytes`) given to the
   * thread rather than copied; they are empty here afterwards.
   */
  read: <Header, Result>(
    reading: Reading<Header, Result>,
    header: Header,
    handOver?: readonly Uint8Array<ArrayBuffer>[],
  ) => Promise<Result>;
  /** Ends every thread; a drawing still running fails. */
  close: () => Promise<void>;
};

/**
 * Items sent to a thread before it takes them up. The items are read (from the database, on this
 * thread) faster than they are drawn: without a bound, a card batch's photos all waited in the
 * thread's queue at once.
 */
export const ITEMS_AHEAD = 8;

/**
 * The most a thread's heap may hold, in MB. The largest roster a school may send (200,000 rows)
 * keeps about 400 MB live while it is read and planned, and a 1,500-page PDF less: the limit leaves
 * room over both. V8 collects harder as a thread nears it, and a thread that would pass it ends
 * alone, its drawing failed, where a thread without one would have taken the whole server (the
 * gate's process) down with it.
 */
export const THREAD_HEAP_MB = 1024;

/** A thread's failure, its message kept (the stack stays in the thread that had it). */
export class DrawingFailedError extends Error {}

/**
 * The threads that draw the files the background jobs make (report PDFs and workbooks, card
 * batches): heavy synchronous drawing there leaves the event loop that answers requests (the gate
 * among them) free. One thread per core but one (which this one keeps), at least one.
 *
 * Each drawing has a thread of its own, which ends with it. A thread's heap stays at its peak
 * after a 1,500-page PDF until V8 collects it, and a card batch drawn next on the same thread
 * grew it further (the two at once peaked some 90 MB higher); an ended thread gives its memory
 * back at once, for the ~20 ms its successor takes to start.
 */
export function createDrawingPool(
  size = Math.max(1, os.availableParallelism() - 1),
  { threadHeapMb = THREAD_HEAP_MB }: { threadHeapMb?: number } = {},
): DrawingPool {
  const threads = new Set<Worker>();
  const waiting: ((thread: Worker) => void)[] = [];
  /** Why a thread ended, when it said: its heap full (ERR_WORKER_OUT_OF_MEMORY). */
  const failures = new WeakMap<Worker, Error & { code?: string }>();
  let isClosed = false;

  const spawn = () => {
    const thread = startWorker(moduleBeside(import.meta.url, 'drawing-thread'), {
      resourceLimits: { maxOldGenerationSizeMb: threadHeapMb },
    });
    thread.unref();
    threads.add(thread);
    // Heard here, not thrown: an unheard 'error' would end this process.
    thread.on('error', (error) => failures.set(thread, error));
    thread.once('exit', () => threads.delete(thread));
    return thread;
  };
  const acquire = (): Promise<Worker> => {
    if (threads.size < size) return Promise.resolve(spawn());
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (thread: Worker) => {
    threads.delete(thread);
    void thread.terminate();
    if (isClosed) return;
    waiting.shift()?.(spawn());
  };

  const replyOf = (
    thread: Worker,
    port: MessagePort,
    onPulled: () => void,
    onProgress?: (count: number) => void,
  ) =>
    new Promise<unknown>((resolve, reject) => {
      const onExit = (code: number) => {
        const failure = failures.get(thread);
        reject(
          new DrawingFailedError(
            failure?.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? `the drawing thread ran out of its memory (${threadHeapMb} MB)`
              : `the drawing thread ended (exit code ${code}${failure ? `: ${failure.message}` : ''})`,
          ),
        );
      };
      thread.once('exit', onExit);
      port.on('message', (reply: DrawingReply) => {
        if (reply.kind === 'pulled') {
          onPulled();
          return;
        }
        if (reply.kind === 'progress') {
          onProgress?.(reply.count);
          return;
        }
        thread.off('exit', onExit);
        if (reply.kind === 'done') resolve(reply.result);
        else if (reply.forPeople) {
          const { code, wording, fields } = reply.forPeople;
          reject(new AppError(code, wording, fields));
        } else reject(new DrawingFailedError(reply.message));
      });
    });

  const run = async (
    module: URL,
    header: unknown,
    items: AsyncIterable<unknown> | Iterable<unknown>,
    onProgress?: (count: number) => void,
    handOver: readonly Uint8Array<ArrayBuffer>[] = [],
  ): Promise<unknown> => {
    if (isClosed) throw new DrawingFailedError('the drawing threads are closed');
    const thread = await acquire();
    const { port1: port, port2: threadPort } = new MessageChannel();
    try {
      let ahead = 0;
      let wakeSender: (() => void) | undefined;
      const reply = replyOf(
        thread,
        port,
        () => {
          ahead -= 1;
          wakeSender?.();
        },
        onProgress,
      );
      // Read before the items are: a thread that fails early must not be left unheard.
      let hasEnded = false;
      const ended = reply.then(
        () => {
          hasEnded = true;
        },
        () => {
          hasEnded = true;
        },
      );
      const request: DrawingRequest = { module: module.href, header, port: threadPort };
      thread.postMessage(request, [threadPort, ...handOver.map((bytes) => bytes.buffer)]);
      for await (const item of items) {
        while (ahead >= ITEMS_AHEAD) {
          // Until the thread takes one up, or its drawing ends (failed) without taking more.
          await Promise.race([new Promise<void>((resolve) => (wakeSender = resolve)), ended]);
          wakeSender = undefined;
          if (hasEnded) return await reply;
        }
        port.postMessage({ kind: 'item', item });
        ahead += 1;
      }
      port.postMessage({ kind: 'end' });
      return await reply;
    } finally {
      port.close();
      release(thread);
    }
  };

  return {
    draw: async (drawing, header, items, onProgress) => {
      const bytes = (await run(drawing.module, header, items, onProgress)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    // What the module answers is what its `Reading` says it answers.
    read: async <Header, Result>(
      reading: Reading<Header, Result>,
      header: Header,
      handOver?: readonly Uint8Array<ArrayBuffer>[],
    ) => (await run(reading.module, header, [], undefined, handOver)) as Result,
    close: async () => {
      isClosed = true;
      await Promise.all([...threads].map((thread) => thread.terminate()));
    },
  };
}
