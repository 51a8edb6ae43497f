import {
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type {
  AttendanceCalendar as CalendarData,
  CalendarDay,
  CalendarDayState,
} from '@rollcall/contract/students';
import clsx from 'clsx';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '@/components/ui/table-message-row';
import { formatLongDate, formatNumber } from '@/lib/school-time';
import classes from './attendance-calendar.module.css';
import { CalendarMonths } from './calendar-months';
import { DAY_STATE_CLASS, LEGEND_STATES, useDayStates } from './day-states';

const formatRate = (rate: number | null) =>
  rate === null
    ? '—'
    : formatNumber(rate / 100, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });

type AttendanceCalendarProps = {
  calendar: CalendarData;
  /** Beside the totals: the school-year selector, when there is a choice. */
  controls?: ReactNode;
};

/**
 * A student's school year as a heat map (issue 26): twelve small months of day cells, each with
 * its colour, its letter and its name for assistive technology, a key, the totals, and the same
 * days as a table for whoever prefers one. What to show comes in as a prop: the screen fetches it.
 */
export function AttendanceCalendar({ calendar, controls }: AttendanceCalendarProps) {
  const { t } = useTranslation(['common', 'contract']);
  const { nameOf } = useDayStates();
  const [isList, setIsList] = useState(false);
  const helpId = useId();
  // Every cell's name, worked out once per year and language, not at each move of the focus.
  const labels = useMemo(
    () =>
      new Map(
        calendar.days.map((day) => [
          day.date,
          t('attendanceCalendar.day', { date: formatLongDate(day.date), state: nameOf(day.state) }),
        ]),
      ),
    [calendar.days, nameOf, t],
  );
  const labelOf = (day: CalendarDay) => labels.get(day.date) ?? day.date;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Totals calendar={calendar} />
        {controls}
      </Group>
      {calendar.student.isArchived ? (
        <Text size="sm">{t('attendanceCalendar.archived')}</Text>
      ) : null}
      {!calendar.student.isArchived && !calendar.student.isActive ? (
        <Text size="sm">{t('attendanceCalendar.inactive')}</Text>
      ) : null}
      <Group justify="space-between" align="center" gap="sm">
        <Legend />
        <Switch
          label={t('attendanceCalendar.listView')}
          checked={isList}
          onChange={(event) => setIsList(event.currentTarget.checked)}
        />
      </Group>
      {isList ? (
        <DayList calendar={calendar} />
      ) : (
        <>
          <Text id={helpId} size="xs" c="dimmed">
            {t('attendanceCalendar.keyboardHelp')}
          </Text>
          <CalendarMonths
            // A new year starts with the focus on its own today or first day.
            key={calendar.schoolYear.label}
            days={calendar.days}
            today={calendar.today}
            labelOf={labelOf}
            helpId={helpId}
          />
        </>
      )}
    </Stack>
  );
}

function Totals({ calendar }: { calendar: CalendarData }) {
  const { t } = useTranslation(['common', 'contract']);
  const { totals } = calendar;
  const present = formatNumber(totals.present);
  const late = formatNumber(totals.late);
  const absent = formatNumber(totals.absent);
  const enrolled = formatNumber(totals.enrolledDays);
  const rate = formatRate(totals.rate);
  const figures = [
    { label: t('contract:attendanceCsv.statuses.present'), value: present },
    { label: t('contract:attendanceCsv.statuses.late'), value: late },
    { label: t('contract:attendanceCsv.statuses.absent'), value: absent },
    { label: t('attendanceCalendar.enrolledDays'), value: enrolled },
    { label: t('contract:reports.charts.attendanceRate'), value: rate },
  ];
  return (
    <section aria-label={t('attendanceCalendar.totals')} style={{ flex: '1 1 26rem' }}>
      {/* Read out whenever the figures change (another school year chosen). */}
      <VisuallyHidden aria-live="polite" aria-atomic>
        {t('attendanceCalendar.totalsSummary', {
          year: calendar.schoolYear.label,
          present,
          late,
          absent,
          enrolled,
          rate,
        })}
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="xs" aria-hidden>
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder radius="sm" px="sm" py={6}>
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text fw={700} size="lg">
              {figure.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}

function Legend() {
  const { t } = useTranslation('common');
  const { nameOf, markOf } = useDayStates();
  return (
    <Group gap="sm" component="ul" aria-label={t('attendanceCalendar.legend')} p={0} m={0}>
      {LEGEND_STATES.map((state) => (
        <Group key={state} component="li" gap={6} wrap="nowrap" style={{ listStyle: 'none' }}>
          <span className={clsx(classes.day, classes.swatch, DAY_STATE_CLASS[state])} aria-hidden>
            {markOf(state)}
          </span>
          <Text size="sm">{nameOf(state)}</Text>
        </Group>
      ))}
    </Group>
  );
}

const LISTED_STATES: ReadonlySet<CalendarDayState> = new Set([
  'present',
  'late',
  'absent',
  'holiday',
]);

/** The school days counted so far and the holidays as a table, a row each, for reading in order. */
function DayList({ calendar }: { calendar: CalendarData }) {
  const { t } = useTranslation(['common', 'contract']);
  const { nameOf } = useDayStates();
  const label = t('attendanceCalendar.listLabel', { year: calendar.schoolYear.label });
  const rows = calendar.days.filter(
    (day) => day.date <= calendar.today && LISTED_STATES.has(day.state),
  );
  return (
    <Table aria-label={label} striped withTableBorder verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('attendanceCalendar.date')}</Table.Th>
          <Table.Th scope="col">{t('contract:common.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? (
          <TableMessageRow columns={2}>{t('attendanceCalendar.listEmpty')}</TableMessageRow>
        ) : null}
        {rows.map((day) => (
          <Table.Tr key={day.date}>
            <Table.Td>{formatLongDate(day.date)}</Table.Td>
            <Table.Td>{nameOf(day.state)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
