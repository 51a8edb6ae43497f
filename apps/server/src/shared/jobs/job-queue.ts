import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import { asBackgroundWork } from '../../db/background-work.js';
import { isUniqueViolation } from '../db-errors.js';
import { holdInstance, soleInstance, type Instance } from './instance.js';

/** The database schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

/**
 * The app's pg-boss. It keeps its queues and schedules in the same database, through the app's
 * own pool (so the embedded database needs no extra connections). `isWorking`: whether this
 * process works jobs and runs the schedules; every process can queue jobs.
 */
export type JobQueue = {
  boss: PgBoss;
  isWorking: boolean;
  /** The embedded database: no other process can be working a job (see lease.ts's take-over). */
  isSoleProcess: boolean;
  /** This process's name across restarts, held while it works jobs (instance.ts). */
  instance: Instance | undefined;
};

/**
 * Starts pg-boss, creating its schema on a new database: run it under the start-up lock
 * (db/startup-lock.ts). The app that is given the queue stops it (jobs.ts).
 */
export async function startJobQueue(options: {
  pool: pg.Pool;
  isWorking: boolean;
  isSoleProcess: boolean;
  /** This process's name across restarts (INSTANCE_ID); none: its rows carry no name. */
  instanceId?: string;
  onError: (error: Error) => void;
}): Promise<JobQueue> {
  for (let attempt = 1; ; attempt += 1) {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => options.pool.query(text, values) },
      schema: JOB_SCHEMA,
      schedule: options.isWorking,
      supervise: options.isWorking,
    });
    boss.on('error', options.onError);
    try {
      // Its supervision and schedule timers, started here, run as background work too.
      await asBackgroundWork(() => boss.start());
      const { instanceId, isWorking, isSoleProcess } = options;
      const instance =
        instanceId === undefined || !isWorking
          ? undefined
          : isSoleProcess
            ? soleInstance(instanceId)
            : await holdInstance(options.pool, instanceId);
      return { boss, isWorking, isSoleProcess, instance };
    } catch (error) {
      // Two processes starting together on a new database both create pg-boss's schema, and
      // the second one's CREATE SCHEMA IF NOT EXISTS can still collide: the schema is there now.
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}
