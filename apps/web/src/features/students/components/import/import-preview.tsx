import { Alert, Badge, List, ScrollArea, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ParsedImport } from '../../utils/student-csv';
import { TableScroll } from '@/components/ui/table-scroll';

const PREVIEW_LIMIT = 200;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The parsed rows, each checked with the student form's rules, before anything is sent. */
export function ImportPreview({ parsed }: { parsed: ParsedImport }) {
  const { t } = useTranslation(['students', 'common', 'contract']);
  const { rows, ignoredColumns } = parsed;
  const failing = rows.filter((row) => row.errors.length > 0).length;
  const shown = rows.slice(0, PREVIEW_LIMIT);
  return (
    <>
      <Text size="sm" fw={500} aria-live="polite">
        {t('preview.summary', { count: rows.length, ready: rows.length - failing, failing })}
        {failing > 0 ? ` ${t('preview.failingNote')}` : ''}
      </Text>
      {ignoredColumns.length > 0 ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t('preview.unknownColumns', { columns: ignoredColumns.join(', ') })}
        </Alert>
      ) : null}
      <ScrollArea.Autosize mah={340} type="auto">
        <TableScroll label={t('preview.label')} minWidth={620}>
          <Table striped verticalSpacing={6} fz="sm" aria-label={t('preview.label')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('result.row')}</Table.Th>
                <Table.Th>{t('common:fields.studentId')}</Table.Th>
                <Table.Th>{t('common:fields.name')}</Table.Th>
                <Table.Th>{t('contract:common.class')}</Table.Th>
                <Table.Th>{t('preview.check')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map(({ row, body, errors }) => (
                <Table.Tr key={row}>
                  <Table.Td>{row}</Table.Td>
                  <Table.Td>{text(body.studentId)}</Table.Td>
                  <Table.Td>{`${text(body.firstName)} ${text(body.lastName)}`.trim()}</Table.Td>
                  <Table.Td>
                    {[text(body.class), text(body.section)].filter(Boolean).join('-')}
                  </Table.Td>
                  <Table.Td>
                    {errors.length === 0 ? (
                      <Badge color="green" variant="light" tt="none">
                        {t('preview.ready')}
                      </Badge>
                    ) : (
                      <>
                        <Badge color="red" variant="light" tt="none" mb={4}>
                          {t('preview.error')}
                        </Badge>
                        <List size="xs" c="red" spacing={2}>
                          {errors.map((message) => (
                            <List.Item key={message}>{message}</List.Item>
                          ))}
                        </List>
                      </>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </ScrollArea.Autosize>
      {rows.length > PREVIEW_LIMIT ? (
        <Text size="xs" c="dimmed">
          {t('preview.limited', { shown: PREVIEW_LIMIT, total: rows.length })}
        </Text>
      ) : null}
    </>
  );
}
