import { Button, Group, Stack, Text } from '@mantine/core';
import type { User } from '@rollcall/contract/users';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageFileButton } from '@/components/ui/image-file-button';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useImageChoice } from '@/hooks/use-image-choice';
import { errorMessage } from '@/lib/api-error';
import { useUploadAvatar } from '../api/upload-avatar';

export function AvatarUpload({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'common']);
  const [file, setFile] = useState<File | null>(null);
  const { problem, previewUrl, choose, clear } = useImageChoice(setFile);
  const uploadAvatar = useUploadAvatar();

  const upload = () => {
    if (!file) return;
    uploadAvatar.mutate(file, {
      onSuccess: (result) => {
        clear();
        notifySuccess(result.message);
      },
      onError: (error) =>
        notifyError(
          t('avatar.uploadFailed', {
            reason: errorMessage(error, t('common:photo.uploadFailed')),
          }),
        ),
    });
  };

  return (
    <Stack align="center" gap="sm">
      <UserAvatar user={user} size={112} src={previewUrl} />
      {previewUrl ? (
        <Text size="xs" c="dimmed">
          {t('avatar.preview')}
        </Text>
      ) : null}
      <Group gap="xs" justify="center">
        <ImageFileButton onChange={choose}>
          {user.avatarUrl ? t('common:photo.change') : t('common:photo.choose')}
        </ImageFileButton>
        {file ? (
          <>
            <Button
              size="xs"
              leftSection={<IconUpload size={14} aria-hidden />}
              loading={uploadAvatar.isPending}
              onClick={upload}
            >
              {t('avatar.upload')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              disabled={uploadAvatar.isPending}
              onClick={clear}
            >
              {t('common:discard')}
            </Button>
          </>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        {t('avatar.formats')}
      </Text>
      {problem ? (
        <Text size="sm" c="red" role="alert" ta="center">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
