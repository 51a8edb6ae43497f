import type { PgBoss } from 'pg-boss';

/**
 * The app's pg-boss, started with guardian messaging (absentee/messaging.ts), on which other
 * features queue their own jobs (report files); `isWorking` says whether this process works them.
 */
export type JobQueue = { boss: PgBoss; isWorking: boolean };
