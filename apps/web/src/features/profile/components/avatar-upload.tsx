import { Button, Group, Stack, Text } from '@mantine/core';
import type { User } from '@rollcall/contract/users';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ImageFileButton } from '@/components/ui/image-file-button';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useImageChoice } from '@/hooks/use-image-choice';
import { errorMessage } from '@/lib/api-error';
import { useUploadAvatar } from '../api/upload-avatar';

export function AvatarUpload({ user }: { user: User }) {
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
        notifyError(`Failed to upload photo: ${errorMessage(error, 'Failed to upload photo')}`),
    });
  };

  return (
    <Stack align="center" gap="sm">
      <UserAvatar user={user} size={112} src={previewUrl} />
      {previewUrl ? (
        <Text size="xs" c="dimmed">
          Preview of the new photo
        </Text>
      ) : null}
      <Group gap="xs" justify="center">
        <ImageFileButton onChange={choose}>
          {user.avatarUrl ? 'Change photo' : 'Choose photo'}
        </ImageFileButton>
        {file ? (
          <>
            <Button
              size="xs"
              leftSection={<IconUpload size={14} aria-hidden />}
              loading={uploadAvatar.isPending}
              onClick={upload}
            >
              Upload photo
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              disabled={uploadAvatar.isPending}
              onClick={clear}
            >
              Discard
            </Button>
          </>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        JPEG, PNG or WebP, up to 5 MB.
      </Text>
      {problem ? (
        <Text size="sm" c="red" role="alert" ta="center">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
