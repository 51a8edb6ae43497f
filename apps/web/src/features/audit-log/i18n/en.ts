/** The audit-log screens' own texts in English (issue 13); the contract's are translated by key. */
export const AUDIT_LOG_EN = {} as const;
