import { CLASS_OPTIONS, SECTIONS } from '@rollcall/contract/students';
import type { AnalyticsQuery } from '@rollcall/contract/reports';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

export type AnalyticsFilterValues = {
  /** yyyy-mm-dd or '' (the server's default: the last 30 days). */
  startDate: string;
  endDate: string;
  /** '' for all classes / all sections. */
  class: string;
  section: string;
};

const KEYS = ['startDate', 'endDate', 'class', 'section'] as const;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

/** What the URL says, dropping what the server would refuse (a hand-edited link). */
function read(params: URLSearchParams): AnalyticsFilterValues {
  const date = (key: 'startDate' | 'endDate') => {
    const value = params.get(key) ?? '';
    return DATE_PATTERN.test(value) ? value : '';
  };
  const className = params.get('class') ?? '';
  const section = params.get('section') ?? '';
  return {
    startDate: date('startDate'),
    endDate: date('endDate'),
    class: isOneOf(CLASS_OPTIONS, className) ? className : '',
    section: isOneOf(SECTIONS, section) ? section : '',
  };
}

/** A range whose end comes before its start is not sent; the form says why instead. */
export const isRangeReversed = (values: AnalyticsFilterValues) =>
  values.startDate !== '' && values.endDate !== '' && values.endDate < values.startDate;

function toQuery(values: AnalyticsFilterValues): AnalyticsQuery {
  return {
    ...(values.startDate ? { startDate: values.startDate } : {}),
    ...(values.endDate ? { endDate: values.endDate } : {}),
    ...(isOneOf(CLASS_OPTIONS, values.class) ? { class: values.class } : {}),
    ...(isOneOf(SECTIONS, values.section) ? { section: values.section } : {}),
  };
}

/**
 * The analytics filters (date range, class, section) live in the URL, so a filtered view survives
 * a reload and can be shared. `query` is what the last valid filters ask the server.
 */
export function useAnalyticsFilters() {
  const [params, setParams] = useSearchParams();
  const values = read(params);
  const change = (next: Partial<AnalyticsFilterValues>) => {
    // From the address bar, not from this render: the router re-renders in a transition, so two
    // quick edits would otherwise both start from the URL before the first (and lose it).
    const updated = new URLSearchParams(window.location.search);
    for (const key of KEYS) {
      const value = next[key];
      if (value === undefined) continue;
      if (value === '') updated.delete(key);
      else updated.set(key, value);
    }
    setParams(updated, { replace: true });
  };
  const clear = () => change({ startDate: '', endDate: '', class: '', section: '' });
  const hasFilters = KEYS.some((key) => values[key] !== '');
  const isReversed = isRangeReversed(values);
  const wanted = toQuery(values);
  // While the range is reversed the charts keep answering for the last valid filters.
  const [lastValid, setLastValid] = useState(wanted);
  if (!isReversed && JSON.stringify(lastValid) !== JSON.stringify(wanted)) setLastValid(wanted);
  return { values, change, clear, hasFilters, isReversed, query: isReversed ? lastValid : wanted };
}
