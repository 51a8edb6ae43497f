/** The gate screens' own texts in English (issue 13); the contract's are translated by key. */
export const GATE_EN = {} as const;
