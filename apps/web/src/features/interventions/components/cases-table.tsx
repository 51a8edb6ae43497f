import { Button, Stack, Table, Text } from '@mantine/core';
import type { InterventionCase } from '@rollcall/contract/interventions';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '@/components/ui/table-scroll';
import { classLabel } from '@/lib/class-label';
import { formatCalendarDate, formatSchoolInstant } from '@/lib/school-time';
import { CaseStatusBadge } from './case-badges';
import { useFigureTexts } from './case-figures';

type CasesTableProps = {
  cases: InterventionCase[];
  timezone: string;
  /** Opens the case's dialog; closing it returns focus to the row's button. */
  onOpen: (id: string) => void;
};

const nowrap = { whiteSpace: 'nowrap' } as const;

/** One row a case: who, which rule at which tier, since when, the figures, and who follows it up. */
export function CasesTable({ cases, timezone, onOpen }: CasesTableProps) {
  const { t } = useTranslation(['interventions', 'common', 'contract']);
  const figures = useFigureTexts();
  return (
    <TableScroll
      label={t('page.listLabel')}
      minWidth={900}
      scrollAreaProps={{ type: 'auto', offsetScrollbars: 'x' }}
    >
      <Table aria-label={t('page.listLabel')} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('contract:common.student')}</Table.Th>
            <Table.Th>{t('table.ruleAndTier')}</Table.Th>
            <Table.Th>{t('contract:common.status')}</Table.Th>
            <Table.Th>{t('table.openedOn')}</Table.Th>
            <Table.Th>{t('table.figures')}</Table.Th>
            <Table.Th>{t('table.followUp')}</Table.Th>
            <Table.Th>{t('contract:common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cases.map((item) => {
            const rule = t(`contract:interventionRules.${item.rule}`);
            return (
              <Table.Tr key={item._id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {item.student.fullName}
                  </Text>
                  <Text size="xs" c="dimmed" style={nowrap}>
                    <Text span ff="monospace" inherit>
                      {item.student.studentId}
                    </Text>
                    {` · ${classLabel(item.student)}`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{rule}</Text>
                  <Text size="xs" c="dimmed" style={nowrap}>
                    {t(`contract:caseTiers.${item.tier}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <CaseStatusBadge status={item.status} />
                </Table.Td>
                <Table.Td style={nowrap}>
                  <Text size="sm">{formatCalendarDate(item.openedOn)}</Text>
                </Table.Td>
                <Table.Td maw={230}>
                  <Text size="sm" style={nowrap}>
                    {figures.absent(item.figures)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      figures.rate(item.figures),
                      figures.consecutive(item.figures),
                      figures.late(item.figures),
                    ].join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" c={item.assignedTo ? undefined : 'dimmed'}>
                      {item.assignedTo?.name ?? t('table.unassigned')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {item.lastActionAt
                        ? t('table.lastAction', {
                            when: formatSchoolInstant(item.lastActionAt, timezone),
                          })
                        : t('table.noAction')}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t('table.openCase', { name: item.student.fullName, rule })}
                    onClick={() => onOpen(item._id)}
                  >
                    {t('table.open')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
