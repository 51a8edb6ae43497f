/** The absentee screens' own texts in English (issue 13); the contract's are translated by key. */
export const ABSENTEE_EN = {} as const;
