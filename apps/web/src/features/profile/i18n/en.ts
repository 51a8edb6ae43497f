/** The profile screens' own texts in English (issue 13); the contract's are translated by key. */
export const PROFILE_EN = {} as const;
