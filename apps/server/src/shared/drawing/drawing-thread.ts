import os from 'node:os';
import { parentPort, type MessagePort } from 'node:worker_threads';
import { AppError } from '../app-error.js';
import type { Wording } from '../wording.js';
import { isRunFromSource, tsxImportApi } from '../worker-thread.js';
import { ownsItsBuffer } from './owned-bytes.js';

/** What the pool sends a thread for each drawing: the module, its header, and a port of its own. */
export type DrawingRequest = { module: string; header: unknown; port: MessagePort };
/** Sent on the drawing's port: its items, then the end. */
export type DrawingItem = { kind: 'item'; item: unknown } | { kind: 'end' };
/** A person's failure (AppError) as it crosses back: its code and wordings. */
export type FailureForPeople = {
  code: AppError['code'];
  wording: Wording;
  fields: Record<string, Wording> | undefined;
};
/**
 * Sent back on the drawing's port. `result` is the module's answer: a file's bytes (handed over,
 * not copied), or plain data copied across (a read roster) whose byte arrays are handed over too.
 */
export type DrawingReply =
  | { kind: 'progress'; count: number }
  /** An item was taken up: the pool may send one more (drawing-pool.ts, ITEMS_AHEAD). */
  | { kind: 'pulled' }
  | { kind: 'done'; result: unknown }
  | { kind: 'failed'; message: string; forPeople?: FailureForPeople };

type DrawingModule = {
  draw: (
    header: unknown,
    items: AsyncIterable<unknown>,
    progress: (count: number) => void,
  ) => Promise<unknown>;
};

const modules = new Map<string, Promise<DrawingModule>>();

/** A drawing module, loaded once per thread (through tsx when run from source). */
function load(module: string): Promise<DrawingModule> {
  let loaded = modules.get(module);
  if (!loaded) {
    loaded = isRunFromSource(module)
      ? import(tsxImportApi()).then(
          ({ tsImport }: { tsImport: (url: string, parent: string) => Promise<DrawingModule> }) =>
            tsImport(module, import.meta.url),
        )
      : (import(module) as Promise<DrawingModule>);
    modules.set(module, loaded);
  }
  return loaded;
}

/** The items sent on the port, in order, until its end. */
async function* itemsOn(port: MessagePort): AsyncGenerator<unknown> {
  const queue: DrawingItem[] = [];
  let wake: (() => void) | undefined;
  let isAbandoned = false;
  port.on('message', (message: DrawingItem) => {
    queue.push(message);
    wake?.();
  });
  // The other side stopped sending (its rows failed, or the job ended): drop what was sent.
  port.on('close', () => {
    isAbandoned = true;
    wake?.();
  });
  for (;;) {
    const next = queue.shift();
    if (!next && isAbandoned) throw new Error('the drawing was abandoned');
    if (!next) {
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      continue;
    }
    if (next.kind === 'end') return;
    port.postMessage({ kind: 'pulled' } satisfies DrawingReply);
    yield next.item;
  }
}

/**
 * The byte arrays in a reading's answer (in its fields, and in arrays of them) that own their
 * whole buffer, to be handed over rather than copied: a copy of tens of megabytes is made on the
 * receiving event loop, in one piece (issue 39 §4).
 */
function buffersIn(value: unknown, depth = 4): ArrayBuffer[] {
  if (value instanceof Uint8Array) {
    return ownsItsBuffer(value) ? [value.buffer] : [];
  }
  if (depth === 0 || typeof value !== 'object' || value === null) return [];
  const children = Array.isArray(value) ? value : Object.values(value);
  return [...new Set(children.flatMap((child) => buffersIn(child, depth - 1)))];
}

async function drawOne({ module, header, port }: DrawingRequest) {
  const reply = (message: DrawingReply, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  try {
    const { draw } = await load(module);
    const drawn = await draw(header, itemsOn(port), (count) => reply({ kind: 'progress', count }));
    if (drawn instanceof Uint8Array) {
      // A copy of its own: a Buffer may be a slice of a shared pool, which cannot be handed over.
      const bytes = new Uint8Array(drawn);
      reply({ kind: 'done', result: bytes }, [bytes.buffer]);
    } else reply({ kind: 'done', result: drawn }, buffersIn(drawn));
  } catch (error) {
    reply({
      kind: 'failed',
      message: error instanceof Error ? error.message : String(error),
      forPeople:
        error instanceof AppError
          ? { code: error.code, wording: error.wording, fields: error.fieldWordings }
          : undefined,
    });
  } finally {
    port.close();
  }
}

/**
 * This thread gives way: with the cores busy, the event loop that answers the gate and the
 * database's threads run first, and a file takes a little longer (issue 29). On Linux a thread's
 * nice value is its own (setpriority on the calling thread, with `os.setPriority`'s pid 0);
 * elsewhere it would lower the whole server, so it is left as it is.
 */
export const DRAWING_NICE = 19;
// Only as a thread of the pool: a module that imports this one (a test) keeps its priority.
if (parentPort && process.platform === 'linux') {
  try {
    os.setPriority(DRAWING_NICE);
  } catch {
    // A container that forbids even lowering one's priority: the thread draws at the default.
  }
}

parentPort?.on('message', (request: DrawingRequest) => void drawOne(request));
