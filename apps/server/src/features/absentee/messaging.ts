import type { Db } from '../../db/client.js';
import { runScheduledChecks, type MessageQueue } from './absentee-check.service.js';
import type { Channels } from './channels.js';
import { startDeliveryWorker, type DeliveryWorker } from './delivery-worker.js';

/** Longer than any provider call (channels' timeout is derived from it). */
export const DEFAULT_LEASE_SECONDS = 60;

/**
 * Guardian messages: the channels they go out on and this process's delivery worker, which the
 * job system starts in a working process and stops at shutdown (absentee.jobs.ts).
 */
export type Messaging = MessageQueue & {
  /**
   * Each school's scheduled check as the minute tick runs them; exposed so tests need not wait
   * for it.
   */
  runScheduledCheck: () => ReturnType<typeof runScheduledChecks>;
  /** Starts draining the notifications table (see delivery-worker.ts). */
  startDelivery: (isSoleProcess: boolean) => Promise<void>;
  /** Sends still on the wire get until the deadline to finish; then the channels close. */
  stop: (deadlineMs: number) => Promise<void>;
  onError: (error: Error) => void;
};

export type MessagingOptions = {
  db: Db;
  channels: Channels;
  clock: () => Date;
  retryDelaySeconds?: number;
  retryLimit?: number;
  pollingIntervalSeconds?: number;
  leaseSeconds?: number;
  concurrency?: number;
  onError?: (error: Error) => void;
};

export function createMessaging(options: MessagingOptions): Messaging {
  const onError = (error: Error) => options.onError?.(error);
  let worker: DeliveryWorker | undefined;
  const messaging: Messaging = {
    channels: options.channels,
    wakeDelivery: () => worker?.wake(),
    runScheduledCheck: () => runScheduledChecks(options.db, messaging, options.clock()),
    startDelivery: async (isSoleProcess) => {
      worker = await startDeliveryWorker({
        db: options.db,
        channels: options.channels,
        concurrency: options.concurrency ?? 10,
        pollingIntervalMs: (options.pollingIntervalSeconds ?? 1) * 1000,
        leaseSeconds: options.leaseSeconds ?? DEFAULT_LEASE_SECONDS,
        retryLimit: options.retryLimit ?? 4,
        retryDelaySeconds: options.retryDelaySeconds ?? 30,
        isSoleProcess,
        onError,
      });
    },
    stop: async (deadlineMs) => {
      await worker?.stop(deadlineMs);
      options.channels.email?.close?.();
      options.channels.sms?.close?.();
    },
    onError,
  };
  return messaging;
}
