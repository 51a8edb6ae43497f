import { Button, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
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
      onError: (error) => notifyError(errorMessage(error, 'The logo could not be saved.')),
    });
  };

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Remove the school logo?',
      children: (
        <Text size="sm">ID cards, reports and e-mails will show no logo until you upload one.</Text>
      ),
      labels: { confirm: 'Remove logo', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: (result) => notifySuccess(result.message),
          onError: (error) => notifyError(errorMessage(error, 'The logo could not be removed.')),
        }),
    });

  const shownUrl = previewUrl ?? logoUrl;
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Paper withBorder radius="md" w={LOGO_BOX} h={LOGO_BOX} p={4} style={{ flexShrink: 0 }}>
        {shownUrl ? (
          <Image
            src={shownUrl}
            alt={previewUrl ? 'Preview of the new school logo' : 'School logo'}
            w="100%"
            h="100%"
            fit="contain"
          />
        ) : (
          <Center h="100%">
            <Text size="xs" c="dimmed" ta="center">
              No logo
            </Text>
          </Center>
        )}
      </Paper>
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          School logo
        </Text>
        <Text size="xs" c="dimmed">
          {previewUrl
            ? 'Preview of the new logo: upload it to use it.'
            : 'Shown on ID cards, reports and e-mails. JPEG, PNG or WebP, up to 5 MB.'}
        </Text>
        <Group gap="xs">
          <ImageFileButton onChange={choose} disabled={isBusy}>
            {logoUrl ? 'Change logo' : 'Choose logo'}
          </ImageFileButton>
          {file ? (
            <>
              <Button
                size="xs"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={upload.isPending}
                onClick={save}
              >
                Upload logo
              </Button>
              <Button size="xs" variant="subtle" color="gray" disabled={isBusy} onClick={clear}>
                Discard
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
              Remove logo
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
