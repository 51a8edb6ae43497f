import { formatPercent } from '../report-format';

/** Rates are percentages: the y axis always runs 0–100 (spec §2), whatever the data's spread. */
export const PERCENT_AXIS = {
  domain: [0, 100],
  ticks: [0, 25, 50, 75, 100],
  // Read at each render, so the ticks follow the screens' language ("50%", "50 %").
  tickFormatter: (value: number) => formatPercent(value, 0),
  width: 52,
};

/** A rate on a point or a bar, one decimal; nothing for a weekday or week without school days. */
export const rateLabel = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : formatPercent(value);

/** On a bar there is room for whole percents only; the table view has the decimal. */
export const barLabel = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : formatPercent(Math.round(value), 0);

/** What both rate charts (trends, weekly) share: height, the 0–100 axis and a quick tooltip. */
export const RATE_CHART_PROPS = {
  h: 300,
  yAxisProps: PERCENT_AXIS,
  tooltipAnimationDuration: 150,
} as const;
