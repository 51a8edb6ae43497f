import { formatRate } from '@rollcall/contract/reports';

/** Rates are percentages: the y axis always runs 0–100 (spec §2), whatever the data's spread. */
export const PERCENT_AXIS = {
  domain: [0, 100],
  ticks: [0, 25, 50, 75, 100],
  tickFormatter: (value: number) => `${value}%`,
  width: 48,
};

/** A rate on a point or a bar, one decimal; nothing for a weekday or week without school days. */
export const rateLabel = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : formatRate(value);

/** On a bar there is room for whole percents only; the table view has the decimal. */
export const barLabel = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : `${Math.round(value)}%`;

/** What both rate charts (trends, weekly) share: height, the 0–100 axis and a quick tooltip. */
export const RATE_CHART_PROPS = {
  h: 300,
  yAxisProps: PERCENT_AXIS,
  tooltipAnimationDuration: 150,
} as const;
