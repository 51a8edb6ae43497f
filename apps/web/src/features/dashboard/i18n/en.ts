/** The dashboard screens' own texts in English (issue 13); the contract's are translated by key. */
export const DASHBOARD_EN = {} as const;
