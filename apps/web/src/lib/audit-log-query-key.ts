/**
 * The audit log's queries all start with this key. Saving settings invalidates it, so the log on
 * the settings screen shows the change just made (features cannot import each other).
 */
export const AUDIT_LOG_QUERY_KEY = ['audit-log'] as const;
