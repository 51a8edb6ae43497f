import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { OFFSITE_COPY_STATUSES } from './settings/offsite-backup.js';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgres']),
  time: z.string(),
});

/** What a readiness check found; a part that does not answer makes it a 503 instead. */
export const ReadinessSchema = z.object({
  database: z.literal('ok'),
  /** `none`: this app runs without background jobs (some tests); the server always has them. */
  jobQueue: z.enum(['ok', 'none']),
  /**
   * How the last off-machine copy of the backup went (issue 40): a detail, never a 503, since the
   * server serves the school just the same; a monitor may alert on `failed`.
   */
  offsiteBackup: z.enum(OFFSITE_COPY_STATUSES),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

export const healthApi = {
  /** Liveness: the process answers (and reaches its database). */
  check: defineEndpoint({ method: 'GET', path: '/health', response: HealthSchema }),
  /** Readiness: whether the database and the job queue answer, for a load balancer or an orchestrator. */
  ready: defineEndpoint({ method: 'GET', path: '/health/ready', response: ReadinessSchema }),
};
