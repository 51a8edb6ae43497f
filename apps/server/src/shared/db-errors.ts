type PgError = { code?: string; constraint?: string; cause?: unknown };

/** Drizzle wraps driver errors; the PostgreSQL error is either the error or its cause. */
function pgErrorOf(error: unknown): PgError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as PgError;
  if (typeof candidate.code === 'string') return candidate;
  return candidate.cause ? pgErrorOf(candidate.cause) : undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(error);
  if (pgError?.code !== '23505') return false;
  return constraint === undefined || pgError.constraint === constraint;
}

/** Escapes LIKE wildcards so that a search for "50%" means the text 50%. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The database refused the data itself (SQLSTATE class 22, a data exception, or 23, an integrity
 * constraint) rather than failing for another reason (a lost connection, a bug).
 */
export function isDataRefusal(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code !== undefined && (code.startsWith('22') || code.startsWith('23'));
}
