/** The auth screens' own texts in English (issue 13); the contract's are translated by key. */
export const AUTH_EN = {} as const;
