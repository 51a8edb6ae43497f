import { Alert, Loader, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { errorMessage } from '@/lib/api-error';
import { useAutomaticBackups } from '../api/get-automatic-backups';

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The daily backups on the server's disk (to restore one, an administrator copies it from there). */
export function AutomaticBackupList() {
  const { data: backups, error, isPending } = useAutomaticBackups();
  if (isPending) return <Loader size="sm" aria-label="Loading automatic backups" />;
  if (error) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(error, 'The automatic backups could not be listed.')}
      </Alert>
    );
  }
  if (backups.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No automatic backups yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label="Automatic backups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Made</Table.Th>
            <Table.Th>File</Table.Th>
            <Table.Th ta="right">Size</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {backups.map((backup) => (
            <Table.Tr key={backup.fileName}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {dayjs(backup.createdAt).format('MMM D, YYYY HH:mm')}
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{backup.fileName}</Table.Td>
              <Table.Td ta="right">{formatSize(backup.byteSize)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
