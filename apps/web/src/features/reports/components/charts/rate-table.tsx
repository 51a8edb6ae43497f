import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatPercent } from '../report-format';

type RateRow = { key: string; label: ReactNode; rates: (number | null)[] };

/** A rate chart's figures as a table: one row a weekday or week, one column a rate. */
export function RateTable({
  heading,
  rateHeadings,
  rows,
  noRateText = '—',
}: {
  heading: string;
  rateHeadings: string[];
  rows: RateRow[];
  /** Said in place of a rate the range has no school day for. */
  noRateText?: string;
}) {
  return (
    <Table withTableBorder fz="sm" verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{heading}</Table.Th>
          {rateHeadings.map((rateHeading) => (
            <Table.Th key={rateHeading} ta="right">
              {rateHeading}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.label}</Table.Td>
            {row.rates.map((rate, index) => (
              <Table.Td key={rateHeadings[index]} ta="right">
                {rate === null ? noRateText : formatPercent(rate)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A second, smaller line under a row's label. */
export const RowDetail = ({ children }: { children: ReactNode }) => (
  <Text size="xs" c="dimmed">
    {children}
  </Text>
);
