import type { CalendarDay } from '@rollcall/contract/students';
import clsx from 'clsx';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { currentLocale } from '@/i18n/language';
import classes from './attendance-calendar.module.css';
import { dateAfterKey, monthsOf, type CalendarMonth } from './calendar-days';
import { DAY_STATE_CLASS, useDayStates } from './day-states';

/** A Monday: the weekday headers are counted from it. */
const MONDAY = Date.UTC(2024, 0, 1, 12);
const DAY_MS = 86_400_000;
const weekdayNames = (style: 'narrow' | 'long') =>
  Array.from({ length: 7 }, (_, index) =>
    new Date(MONDAY + index * DAY_MS).toLocaleDateString(currentLocale(), {
      weekday: style,
      timeZone: 'UTC',
    }),
  );
const monthName = (key: string) =>
  new Date(`${key}-01T12:00:00Z`).toLocaleDateString(currentLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

type CalendarMonthsProps = {
  days: readonly CalendarDay[];
  today: string;
  /** A day's accessible name: "Monday, March 2, 2026: Absent". */
  labelOf: (day: CalendarDay) => string;
  /** What the arrow keys do, said once before the months (aria-describedby of every grid). */
  helpId: string;
};

/**
 * The year as month grids (Monday-to-Sunday weeks), one tab stop for the whole year: the arrow
 * keys move a day or a week, Page Up and Page Down a month, Home and End to the week's ends
 * (with Control, the month's), across months.
 */
export function CalendarMonths({ days, today, labelOf, helpId }: CalendarMonthsProps) {
  const first = days[0]?.date ?? today;
  const last = days.at(-1)?.date ?? today;
  const [focused, setFocused] = useState(() => (today >= first && today <= last ? today : first));
  const container = useRef<HTMLDivElement>(null);
  const months = monthsOf(days);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-date]');
    const from = target?.dataset.date;
    if (!from) return;
    const next = dateAfterKey(from, event.key, event.ctrlKey || event.metaKey);
    if (next === undefined) return;
    event.preventDefault();
    const clamped = next < first ? first : next > last ? last : next;
    setFocused(clamped);
    container.current?.querySelector<HTMLElement>(`[data-date="${clamped}"]`)?.focus();
  };

  return (
    <div ref={container} className={classes.months} onKeyDown={onKeyDown}>
      {months.map((month) => (
        <MonthGrid
          key={month.key}
          month={month}
          today={today}
          focused={focused}
          onFocusDay={setFocused}
          labelOf={labelOf}
          helpId={helpId}
        />
      ))}
    </div>
  );
}

type MonthGridProps = Omit<CalendarMonthsProps, 'days'> & {
  month: CalendarMonth;
  focused: string;
  onFocusDay: (date: string) => void;
};

function MonthGrid({ month, today, focused, onFocusDay, labelOf, helpId }: MonthGridProps) {
  const nameId = useId();
  const { markOf } = useDayStates();
  const narrow = weekdayNames('narrow');
  const long = weekdayNames('long');
  return (
    <div>
      <h3 id={nameId} className={classes.monthName}>
        {monthName(month.key)}
      </h3>
      <table
        role="grid"
        aria-labelledby={nameId}
        aria-describedby={helpId}
        className={classes.grid}
      >
        <thead>
          <tr>
            {narrow.map((name, index) => (
              <th
                key={long[index]}
                scope="col"
                aria-label={long[index]}
                className={classes.weekday}
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day ? (
                  <td
                    key={day.date}
                    data-date={day.date}
                    tabIndex={day.date === focused ? 0 : -1}
                    aria-label={labelOf(day)}
                    aria-current={day.date === today ? 'date' : undefined}
                    title={labelOf(day)}
                    className={clsx(
                      classes.day,
                      DAY_STATE_CLASS[day.state],
                      day.date === today && classes.today,
                    )}
                    onFocus={() => onFocusDay(day.date)}
                  >
                    <span aria-hidden className={classes.mark}>
                      {markOf(day.state)}
                    </span>
                  </td>
                ) : (
                  <td key={`empty-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
