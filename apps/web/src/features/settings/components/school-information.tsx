import {
  Alert,
  Anchor,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-error';
import { useSchoolInfo } from '@/lib/school-info';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {/* pre-line: an address keeps the lines it was typed in. */}
      <Text style={{ whiteSpace: 'pre-line' }}>{children}</Text>
    </div>
  );
}

/** What staff who are not administrators see on /settings: the school's details, read-only. */
export function SchoolInformation() {
  const { data, error, isPending } = useSchoolInfo();
  return (
    <>
      <PageHeader
        title="System Settings"
        subtitle="The school's details. Only administrators can change settings."
      />
      {isPending ? <Loader aria-label="Loading school information" /> : null}
      {error ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Error" role="alert">
          {errorMessage(error, 'The school information could not be loaded.')}
        </Alert>
      ) : null}
      {data ? (
        <Paper withBorder p="lg" radius="md" maw={880}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={3} size="h4">
                School Information
              </Title>
              {data.logoUrl ? (
                <Image src={data.logoUrl} alt="School logo" w={72} h={72} fit="contain" />
              ) : null}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Detail label="School name">{data.schoolName}</Detail>
              <Detail label="Time zone">{data.timezone}</Detail>
              <Detail label="Address">{data.address || 'Not set'}</Detail>
              <Detail label="Phone">{data.phone || 'Not set'}</Detail>
              <Detail label="Website">
                {data.website ? (
                  <Anchor href={data.website} target="_blank" rel="noreferrer">
                    {data.website}
                  </Anchor>
                ) : (
                  'Not set'
                )}
              </Detail>
            </SimpleGrid>
          </Stack>
        </Paper>
      ) : null}
    </>
  );
}
