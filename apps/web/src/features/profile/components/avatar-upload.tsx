import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IMAGE_CONTENT_TYPES } from '@rollcall/contract/media';
import type { User } from '@rollcall/contract/users';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { UserAvatar } from '@/components/ui/user-avatar';
import { errorMessage } from '@/lib/api-error';
import { useUploadAvatar } from '../api/upload-avatar';
import { validateImage } from '../utils/validate-image';

export function AvatarUpload({ user }: { user: User }) {
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const uploadAvatar = useUploadAvatar();
  const previewRef = useRef<string | undefined>(undefined);

  const showFile = (next: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next ? URL.createObjectURL(next) : undefined;
    setPreviewUrl(previewRef.current);
    setFile(next);
  };

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const message = validateImage(chosen);
    setProblem(message);
    showFile(message ? null : chosen);
  };

  const upload = () => {
    if (!file) return;
    uploadAvatar.mutate(file, {
      onSuccess: (result) => {
        showFile(null);
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
        <FileButton onChange={choose} accept={IMAGE_CONTENT_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              leftSection={<IconPhoto size={14} aria-hidden />}
            >
              {user.avatarUrl ? 'Change photo' : 'Choose photo'}
            </Button>
          )}
        </FileButton>
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
              onClick={() => showFile(null)}
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
