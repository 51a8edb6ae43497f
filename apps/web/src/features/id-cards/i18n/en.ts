/** The id-cards screens' own texts in English (issue 13); the contract's are translated by key. */
export const ID_CARDS_EN = {} as const;
