import { Anchor, Paper, Table, Text } from '@mantine/core';
import type { DistrictOverview } from '@rollcall/contract/schools';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortableTh } from '@/components/ui/sortable-th';
import { TableMessageRow } from '@/components/ui/table-message-row';
import { TableScroll } from '@/components/ui/table-scroll';
import { actAt } from '@/lib/acting-school';
import { formatCalendarDate, formatNumber } from '@/lib/school-time';
import {
  nextSort,
  sortOverviewRows,
  type OverviewColumn,
  type OverviewRow,
  type OverviewSort,
} from '../utils/overview-sort';
import classes from './overview-table.module.css';

/** The figure columns after the school's name, in their order. */
const FIGURE_COLUMNS = [
  'enrolled',
  'present',
  'late',
  'absent',
  'attendanceRate',
  'chronicAbsent',
  'openCases',
  'alertsSent',
] as const satisfies readonly OverviewColumn[];

type Figures = DistrictOverview['totals'];

/** A rate as "92.5%", none as a dash (nobody was expected). */
const formatRate = (rate: number | null) =>
  rate === null ? '–' : formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 1 });

/** Chronic absence as a count and its share of the enrolled: "12 (8%)". */
const formatChronic = ({ chronicAbsent, enrolled }: Figures) =>
  enrolled === 0
    ? formatNumber(chronicAbsent)
    : `${formatNumber(chronicAbsent)} (${formatNumber(chronicAbsent / enrolled, {
        style: 'percent',
        maximumFractionDigits: 0,
      })})`;

/** Each column's heading: the contract's words where they are the same (a status names a count). */
const COLUMN_LABELS = {
  name: 'contract:reports.pdf.school',
  enrolled: 'district:columns.enrolled',
  present: 'contract:attendanceCsv.statuses.present',
  late: 'contract:attendanceCsv.statuses.late',
  absent: 'contract:attendanceCsv.statuses.absent',
  attendanceRate: 'contract:reports.charts.attendanceRate',
  chronicAbsent: 'contract:reports.chronicPanel',
  openCases: 'district:columns.openCases',
  alertsSent: 'district:columns.alertsSent',
} as const satisfies Record<OverviewColumn, string>;

/** What a column's cell says of a school, or of the district's totals. */
const cellText: Record<(typeof FIGURE_COLUMNS)[number], (figures: Figures) => string> = {
  enrolled: (figures) => formatNumber(figures.enrolled),
  present: (figures) => formatNumber(figures.checkedIn - figures.late),
  late: (figures) => formatNumber(figures.late),
  absent: (figures) => formatNumber(figures.absent),
  attendanceRate: (figures) => formatRate(figures.attendanceRate),
  chronicAbsent: formatChronic,
  openCases: (figures) => formatNumber(figures.openCases),
  alertsSent: (figures) => formatNumber(figures.alertsSent),
};

/** The school's name: a link that makes it the acting school and opens its dashboard. */
function SchoolCell({ school }: { school: OverviewRow }) {
  const { t } = useTranslation('district');
  return (
    <Table.Th scope="row" className={classes.schoolCell}>
      <Anchor
        component={Link}
        to="/dashboard"
        fw={600}
        fz="sm"
        onClick={() => actAt(school._id)}
        aria-label={t('table.openSchool', { school: school.name })}
      >
        {school.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {formatCalendarDate(school.date)}
        {school.isSchoolDay ? '' : ` · ${t('table.noSchoolDay')}`}
      </Text>
    </Table.Th>
  );
}

type OverviewTableProps = { overview: DistrictOverview | undefined; isLoading: boolean };

/**
 * Each open school's day side by side, sortable by any column, and the district's totals. On a
 * narrow screen it scrolls sideways with the schools' names kept in view.
 */
export function OverviewTable({ overview, isLoading }: OverviewTableProps) {
  const { t } = useTranslation(['district', 'contract']);
  const [sort, setSort] = useState<OverviewSort>({ column: 'name', order: 'asc' });
  const rows = sortOverviewRows(overview?.schools ?? [], sort);
  const th = (column: OverviewColumn) => (
    <SortableTh
      key={column}
      direction={sort.column === column ? sort.order : undefined}
      onSort={() => setSort((current) => nextSort(current, column))}
      isNumeric={column !== 'name'}
    >
      {t(COLUMN_LABELS[column])}
    </SortableTh>
  );

  return (
    <Paper withBorder radius="md">
      <TableScroll label={t('table.label')} minWidth={820}>
        <Table
          aria-label={t('table.label')}
          verticalSpacing="sm"
          highlightOnHover
          aria-busy={isLoading}
          className={classes.table}
        >
          <Table.Thead>
            <Table.Tr>
              {th('name')}
              {FIGURE_COLUMNS.map(th)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {isLoading && !overview ? (
              <TableMessageRow columns={FIGURE_COLUMNS.length + 1}>
                {t('table.loading')}
              </TableMessageRow>
            ) : null}
            {rows.map((school) => (
              <Table.Tr key={school._id}>
                <SchoolCell school={school} />
                {FIGURE_COLUMNS.map((column) => (
                  <Table.Td key={column} ta="end">
                    {cellText[column](school)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {overview ? (
            <Table.Tfoot>
              <Table.Tr className={classes.totals}>
                <Table.Th scope="row" className={classes.schoolCell}>
                  {t('table.totals')}
                </Table.Th>
                {FIGURE_COLUMNS.map((column) => (
                  <Table.Td key={column} ta="end" fw={700}>
                    {cellText[column](overview.totals)}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </TableScroll>
    </Paper>
  );
}
