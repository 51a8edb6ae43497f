import { Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { downloadBlob } from '@/lib/download-file';

const FILE_NAME = 'rollcall-recovery-codes.txt';

function recoveryCodesText(codes: string[], account: string): string {
  return [
    `Rollcall recovery codes for ${account}`,
    'Each code signs you in once if you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The ten recovery codes, shown once after two-factor sign-in is turned on. */
export function RecoveryCodes({ codes, account }: { codes: string[]; account: string }) {
  const text = recoveryCodesText(codes, account);
  return (
    <Stack gap="sm">
      <SimpleGrid
        cols={2}
        spacing="xs"
        verticalSpacing="xs"
        component="ul"
        aria-label="Recovery codes"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code block fz="sm" ta="center" px={4}>
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadBlob(new Blob([text], { type: 'text/plain' }), FILE_NAME)}
        >
          Download codes
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Keep them somewhere safe, apart from your phone. They are shown only now.
      </Text>
    </Stack>
  );
}
