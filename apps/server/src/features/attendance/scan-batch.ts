import type pg from 'pg';
import { runPrepared } from '../../db/prepared.js';
import { scanBatchQuery, type ScanInput, type ScanRow } from './scan.queries.js';

/**
 * At most this many scans in one statement: a gate's morning rush makes batches of tens, and a
 * statement of a few hundred rows still answers in milliseconds.
 */
const MAX_BATCH = 200;

/**
 * Statements out at once. While they run, the scans that arrive wait for the next one, so a rush
 * makes larger batches rather than more statements: the embedded database runs one statement at
 * a time, and planning one costs about as much as checking in tens of students.
 */
const MAX_IN_FLIGHT = 2;

type Waiting = {
  input: ScanInput;
  resolve: (row: ScanRow) => void;
  reject: (error: unknown) => void;
};

/**
 * Scans that arrive in the same turn of the event loop go to the database in one statement
 * (decision 003): one round trip and one commit for all of them instead of one each, which is
 * what a busy gate's check-ins cost the server and the database. A scan waits for the turn it
 * arrived in, and for a statement out to answer when MAX_IN_FLIGHT are: alone, it is a batch of one.
 */
class ScanBatcher {
  private waiting: Waiting[] = [];
  private isFlushScheduled = false;
  private inFlight = 0;

  constructor(private readonly pool: pg.Pool) {}

  scan(input: ScanInput): Promise<ScanRow> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (!this.isFlushScheduled) {
        this.isFlushScheduled = true;
        setImmediate(() => {
          this.isFlushScheduled = false;
          this.flush();
        });
      }
    });
  }

  /** Sends what waits, unless enough statements are out: then their answers send it. */
  private flush() {
    while (this.waiting.length > 0 && this.inFlight < MAX_IN_FLIGHT) {
      void this.run(this.waiting.splice(0, MAX_BATCH));
    }
  }

  private async run(batch: Waiting[]) {
    this.inFlight += 1;
    try {
      const rows = await runPrepared(this.pool, scanBatchQuery, columnsOf(batch));
      batch.forEach((waiting, index) => {
        const row = rows[index];
        if (row) waiting.resolve(row);
        else waiting.reject(new Error('The scan statement returned no row for a scan'));
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      this.inFlight -= 1;
      this.flush();
    }
  }
}

/** The statement's array values, one element per scan, in `scanBatchQuery`'s order. */
function columnsOf(batch: Waiting[]): unknown[][] {
  const inputs = batch.map((waiting) => waiting.input);
  return [
    inputs.map((input) => input.card?.id ?? null),
    inputs.map((input) => input.card?.version ?? null),
    inputs.map((input) => input.code),
    inputs.map((input) => input.schoolDate),
    inputs.map((input) => input.scanTime),
    inputs.map((input) => input.status),
    inputs.map((input) => input.timeWindow),
    inputs.map((input) => input.minutesLate),
    inputs.map((input) => input.location),
    inputs.map((input) => input.notes),
    inputs.map((input) => input.userId),
    inputs.map((input) => input.sessionId),
    inputs.map((input) => input.schoolId),
  ];
}

const batchers = new WeakMap<pg.Pool, ScanBatcher>();

/** Records a scan together with the others of this turn on `pool`; its own row of the result. */
export function scanInBatch(pool: pg.Pool, input: ScanInput): Promise<ScanRow> {
  let batcher = batchers.get(pool);
  if (!batcher) {
    batcher = new ScanBatcher(pool);
    batchers.set(pool, batcher);
  }
  return batcher.scan(input);
}
