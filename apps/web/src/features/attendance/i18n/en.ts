/** The attendance screens' own texts in English (issue 13); the contract's are translated by key. */
export const ATTENDANCE_EN = {} as const;
