import { Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '@/lib/download-file';

const FILE_NAME = 'rollcall-recovery-codes.txt';

/** The file's text is in the screens' language: the person reads it later, with the codes. */
function recoveryCodesText(codes: string[], account: string, t: TFunction<'profile'>): string {
  return [
    t('recoveryCodes.fileTitle', { account }),
    t('recoveryCodes.fileHint'),
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The ten recovery codes, shown once after two-factor sign-in is turned on. */
export function RecoveryCodes({ codes, account }: { codes: string[]; account: string }) {
  const { t } = useTranslation('profile');
  const text = recoveryCodesText(codes, account, t);
  return (
    <Stack gap="sm">
      <SimpleGrid
        cols={2}
        spacing="xs"
        verticalSpacing="xs"
        component="ul"
        aria-label={t('recoveryCodes.list')}
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
              {copied ? t('recoveryCodes.copied') : t('recoveryCodes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadBlob(new Blob([text], { type: 'text/plain' }), FILE_NAME)}
        >
          {t('recoveryCodes.download')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('recoveryCodes.keepSafe')}
      </Text>
    </Stack>
  );
}
