import { Alert, Button, Group, List, ScrollArea, Stack, Table } from '@mantine/core';
import type { BulkImportResult } from '@rollcall/contract/students';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ImportResultViewProps = {
  result: BulkImportResult;
  onImportAnother: () => void;
  onClose: () => void;
};

/** What the server did: created and failed counts, and each failed row with its reasons. */
export function ImportResultView({ result, onImportAnother, onClose }: ImportResultViewProps) {
  const { t } = useTranslation(['students', 'common']);
  const { summary } = result;
  const failed = result.results.filter((row) => row.status === 'failed');
  const isClean = summary.failed === 0;
  return (
    <Stack gap="md">
      <Alert
        color={isClean ? 'green' : 'yellow'}
        variant="light"
        title={t('result.title')}
        icon={isClean ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
        role="status"
      >
        {t('result.summary', {
          count: summary.total,
          created: summary.created,
          failed: summary.failed,
        })}
      </Alert>
      {failed.length > 0 ? (
        <ScrollArea.Autosize mah={340} type="auto">
          <Table striped verticalSpacing={6} fz="sm" aria-label={t('result.failedRows')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('result.row')}</Table.Th>
                <Table.Th>{t('common:fields.studentId')}</Table.Th>
                <Table.Th>{t('common:fields.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {failed.map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td>{row.studentId ?? '—'}</Table.Td>
                  <Table.Td>
                    <List size="xs" spacing={2}>
                      {row.messages.map((message) => (
                        <List.Item key={message}>{message}</List.Item>
                      ))}
                    </List>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onImportAnother}>
          {t('result.importAnother')}
        </Button>
        <Button onClick={onClose}>{t('result.done')}</Button>
      </Group>
    </Stack>
  );
}
