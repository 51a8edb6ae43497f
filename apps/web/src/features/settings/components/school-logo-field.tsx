import { Button, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageFileButton } from '@/components/ui/image-file-button';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { useImageChoice } from '@/hooks/use-image-choice';
import { errorMessage } from '@/lib/api-error';
import { useSchoolInfo } from '@/lib/school-info';
import { useDeleteSchoolLogo } from '../api/delete-school-logo';
import { useUploadSchoolLogo } from '../api/upload-school-logo';

const LOGO_BOX = 112;

/**
 * The school's logo: shown from its signed link, replaced by uploading a chosen picture (previewed
 * first) or removed. It is saved on its own, at once, not with the category's Save Changes.
 */
export function SchoolLogoField() {
  const { t } = useTranslation(['settings', 'common']);
  const [file, setFile] = useState<File | null>(null);
  const { problem, previewUrl, choose, clear } = useImageChoice(setFile);
  const logoUrl = useSchoolInfo().data?.logoUrl ?? null;
  const upload = useUploadSchoolLogo();
  const remove = useDeleteSchoolLogo();
  const isBusy = upload.isPending || remove.isPending;

  const save = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (result) => {
        clear();
        notifySuccess(result.message);
      },
      onError: (error) => notifyError(errorMessage(error, t('logo.saveFailed'))),
    });
  };

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('logo.removeTitle'),
      children: <Text size="sm">{t('logo.removeText')}</Text>,
      labels: { confirm: t('logo.remove'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: (result) => notifySuccess(result.message),
          onError: (error) => notifyError(errorMessage(error, t('logo.removeFailed'))),
        }),
    });

  const shownUrl = previewUrl ?? logoUrl;
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Paper withBorder radius="md" w={LOGO_BOX} h={LOGO_BOX} p={4} style={{ flexShrink: 0 }}>
        {shownUrl ? (
          <Image
            src={shownUrl}
            alt={previewUrl ? t('logo.previewAlt') : t('common:fields.logo')}
            w="100%"
            h="100%"
            fit="contain"
          />
        ) : (
          <Center h="100%">
            <Text size="xs" c="dimmed" ta="center">
              {t('logo.none')}
            </Text>
          </Center>
        )}
      </Paper>
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {t('common:fields.logo')}
        </Text>
        <Text size="xs" c="dimmed">
          {previewUrl ? t('logo.previewHint') : t('logo.hint')}
        </Text>
        <Group gap="xs">
          <ImageFileButton onChange={choose} disabled={isBusy}>
            {logoUrl ? t('logo.change') : t('logo.choose')}
          </ImageFileButton>
          {file ? (
            <>
              <Button
                size="xs"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={upload.isPending}
                onClick={save}
              >
                {t('logo.upload')}
              </Button>
              <Button size="xs" variant="subtle" color="gray" disabled={isBusy} onClick={clear}>
                {t('common:discard')}
              </Button>
            </>
          ) : null}
          {logoUrl && !file ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              loading={remove.isPending}
              onClick={confirmRemove}
            >
              {t('logo.remove')}
            </Button>
          ) : null}
        </Group>
        {problem ? (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
