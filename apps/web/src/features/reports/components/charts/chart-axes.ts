/** Rates are percentages: the y axis always runs 0–100 (spec §2), whatever the data's spread. */
export const PERCENT_AXIS = { domain: [0, 100], ticks: [0, 25, 50, 75, 100], width: 44 } as const;
