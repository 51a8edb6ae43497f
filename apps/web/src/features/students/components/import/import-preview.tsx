import { Alert, Badge, List, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ParsedImport } from '../../utils/student-csv';
import { PREVIEW_LIMIT, PreviewTable } from './preview-table';

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
      <PreviewTable
        headers={[
          t('result.row'),
          t('common:fields.studentId'),
          t('common:fields.name'),
          t('contract:common.class'),
          t('preview.check'),
        ]}
        minWidth={620}
        total={rows.length}
        limitedNote={t('preview.limited', { shown: PREVIEW_LIMIT, total: rows.length })}
      >
        {shown.map(({ row, body, errors }) => (
          <Table.Tr key={row}>
            <Table.Td>{row}</Table.Td>
            <Table.Td>{text(body.studentId)}</Table.Td>
            <Table.Td>{`${text(body.firstName)} ${text(body.lastName)}`.trim()}</Table.Td>
            <Table.Td>{[text(body.class), text(body.section)].filter(Boolean).join('-')}</Table.Td>
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
      </PreviewTable>
    </>
  );
}
