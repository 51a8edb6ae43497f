import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { Channels } from './channels.js';
import { senderOf } from './sender.js';
import {
  claimMessages,
  recordOutcome,
  releaseExpiredClaims,
  releaseOwnClaims,
  renewLeases,
  type ClaimedMessage,
} from './delivery.service.js';

export type DeliveryWorkerOptions = {
  db: Db;
  channels: Channels;
  /** Messages on the wire at once in this process. */
  concurrency: number;
  /** How often the table is looked at for messages queued by other processes and retries due. */
  pollingIntervalMs: number;
  /** How long a claim lasts unless renewed; longer than any provider call (see channels.ts). */
  leaseSeconds: number;
  /** Attempts after the first; then a message is marked failed. */
  retryLimit: number;
  /** The first retry's delay; each further one doubles it. */
  retryDelaySeconds: number;
  /** At the start of the embedded database's only process, every claim left is a dead one's. */
  isSoleProcess: boolean;
  onError: (error: Error) => void;
};

export type DeliveryWorker = {
  /** Something was queued: look now rather than at the next poll. */
  wake: () => void;
  /**
   * Claims nothing more and lets the sends on the wire finish; those still going at the deadline
   * are given up (before the provider accepted them) and go back to the queue. Leaves nothing of
   * its own in `sending` unless the database is gone.
   */
  stop: (deadlineMs: number) => Promise<void>;
};

type Outcome = Parameters<typeof recordOutcome>[3];

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** A failed write of an outcome is tried again this soon, then at every heartbeat. */
const RECORD_RETRY_MS = [100, 500, 2000];

/**
 * The notifications table is the queue: each worker claims due rows with `SKIP LOCKED`, sends up
 * to `concurrency` of them side by side, and records each outcome under its own claim. A lease
 * renewed while the process lives means a slow provider never makes another process send the
 * same message; only a dead process's claims are ever taken back.
 */
export async function startDeliveryWorker(options: DeliveryWorkerOptions): Promise<DeliveryWorker> {
  const { db, channels, concurrency, leaseSeconds } = options;
  const workerId = randomUUID();
  const inFlight = new Map<string, Promise<void>>();
  /** Sends that ended but whose outcome the database did not take yet; tried again each beat. */
  const unrecorded = new Map<string, Outcome>();
  const giveUp = new AbortController();
  let isStopping = false;
  let pumping: Promise<void> | undefined;
  let isPumpWanted = false;

  if (options.isSoleProcess) await releaseExpiredClaims(db, { everyClaim: true });

  const record = async (id: string, outcome: Outcome, retryDelays = RECORD_RETRY_MS) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await recordOutcome(db, workerId, id, outcome);
        unrecorded.delete(id);
        return;
      } catch (error) {
        options.onError(asError(error));
        const delay = retryDelays[attempt];
        if (delay === undefined) {
          unrecorded.set(id, outcome);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };

  const outcomeOfFailure = (message: ClaimedMessage, error: unknown): Outcome => {
    if (giveUp.signal.aborted) return { kind: 'interrupted' };
    const reason = asError(error).message;
    if (message.attempts > options.retryLimit) return { kind: 'failed', reason };
    return {
      kind: 'retry',
      reason,
      delaySeconds: options.retryDelaySeconds * 2 ** (message.attempts - 1),
    };
  };

  const send = async (message: ClaimedMessage) => {
    const channel = channels[message.channel];
    let outcome: Outcome;
    if (!channel) {
      outcome = { kind: 'outbox' };
    } else {
      try {
        const answer = await channel.send(
          {
            to: message.recipient,
            subject: message.subject,
            body: message.body,
            ...(await senderOf(db, message.channel, message.schoolId)),
          },
          giveUp.signal,
        );
        outcome = { kind: 'sent', answer };
      } catch (error) {
        outcome = outcomeOfFailure(message, error);
      }
    }
    await record(message.id, outcome);
  };

  const claimWhileFree = async () => {
    while (!isStopping) {
      const free = concurrency - inFlight.size;
      if (free <= 0) return;
      const claimed = await claimMessages(db, workerId, free, leaseSeconds);
      for (const message of claimed) {
        const sending = send(message).finally(() => {
          inFlight.delete(message.id);
          pump();
        });
        inFlight.set(message.id, sending);
      }
      if (claimed.length < free) return;
    }
  };

  /** One claimer at a time per process; a wake during a pass asks for one more pass. */
  function pump() {
    if (isStopping) return;
    if (pumping) {
      isPumpWanted = true;
      return;
    }
    pumping = (async () => {
      do {
        isPumpWanted = false;
        try {
          await claimWhileFree();
        } catch (error) {
          options.onError(asError(error));
          return;
        }
      } while (isPumpWanted && !isStopping);
    })().finally(() => {
      pumping = undefined;
    });
  }

  const beat = async () => {
    try {
      const held = [...inFlight.keys(), ...unrecorded.keys()];
      await renewLeases(db, workerId, held, leaseSeconds);
      for (const [id, outcome] of unrecorded) await record(id, outcome, []);
      if (!isStopping) await releaseExpiredClaims(db);
    } catch (error) {
      options.onError(asError(error));
    }
  };

  const poller = setInterval(pump, options.pollingIntervalMs);
  const heartbeat = setInterval(() => void beat(), (leaseSeconds * 1000) / 4);
  await releaseExpiredClaims(db);
  pump();

  return {
    wake: pump,
    stop: async (deadlineMs) => {
      isStopping = true;
      clearInterval(poller);
      await pumping;
      const deadline = setTimeout(() => giveUp.abort(), deadlineMs);
      await Promise.allSettled(inFlight.values());
      clearTimeout(deadline);
      clearInterval(heartbeat);
      for (const [id, outcome] of unrecorded) await record(id, outcome, []);
      const keep = [...unrecorded.keys()];
      await releaseOwnClaims(db, workerId, keep).catch((error: unknown) =>
        options.onError(asError(error)),
      );
    },
  };
}
