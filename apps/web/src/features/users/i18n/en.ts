/** The users screens' own texts in English (issue 13); the contract's are translated by key. */
export const USERS_EN = {} as const;
