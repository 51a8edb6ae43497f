/** Connections each process keeps to the database when DATABASE_POOL_SIZE is not set. */
export const DEFAULT_POOL_SIZE = 10;
