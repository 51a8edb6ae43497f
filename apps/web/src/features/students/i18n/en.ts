/** The students screens' own texts in English (issue 13); the contract's are translated by key. */
export const STUDENTS_EN = {} as const;
