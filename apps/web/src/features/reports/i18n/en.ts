/** The reports screens' own texts in English (issue 13); the contract's are translated by key. */
export const REPORTS_EN = {} as const;
