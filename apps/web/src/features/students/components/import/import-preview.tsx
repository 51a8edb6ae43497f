import { Alert, Badge, List, ScrollArea, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ParsedImport } from '../../utils/student-csv';

const PREVIEW_LIMIT = 200;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The parsed rows, each checked with the student form's rules, before anything is sent. */
export function ImportPreview({ parsed }: { parsed: ParsedImport }) {
  const { rows, ignoredColumns } = parsed;
  const failing = rows.filter((row) => row.errors.length > 0).length;
  const shown = rows.slice(0, PREVIEW_LIMIT);
  return (
    <>
      <Text size="sm" fw={500} aria-live="polite">
        {rows.length} rows read: {rows.length - failing} ready, {failing} with errors.
        {failing > 0 ? ' Rows with errors are reported as failed and not imported.' : ''}
      </Text>
      {ignoredColumns.length > 0 ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          Unknown columns are ignored: {ignoredColumns.join(', ')}
        </Alert>
      ) : null}
      <ScrollArea.Autosize mah={340} type="auto">
        <Table.ScrollContainer minWidth={620}>
          <Table striped verticalSpacing={6} fz="sm" aria-label="Import preview">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Student ID</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Class</Table.Th>
                <Table.Th>Check</Table.Th>
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
                        Ready
                      </Badge>
                    ) : (
                      <>
                        <Badge color="red" variant="light" tt="none" mb={4}>
                          Error
                        </Badge>
                        <List size="xs" c="red.8" spacing={2}>
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
        </Table.ScrollContainer>
      </ScrollArea.Autosize>
      {rows.length > PREVIEW_LIMIT ? (
        <Text size="xs" c="dimmed">
          Showing the first {PREVIEW_LIMIT} of {rows.length} rows; every row is imported.
        </Text>
      ) : null}
    </>
  );
}
