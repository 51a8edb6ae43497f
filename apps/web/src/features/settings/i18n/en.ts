/** The settings screens' own texts in English (issue 13); the contract's are translated by key. */
export const SETTINGS_EN = {} as const;
