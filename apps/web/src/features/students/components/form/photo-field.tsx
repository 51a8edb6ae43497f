import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ImageFileButton } from '@/components/ui/image-file-button';
import { useImageChoice } from '@/hooks/use-image-choice';

type PhotoFieldProps = {
  /** The photo already on record, if any. */
  currentUrl: string | undefined;
  initials: string;
  file: File | null;
  onChange: (file: File | null) => void;
};

/** Picks a photo and previews it; the form uploads it once the student is saved. */
export function PhotoField({ currentUrl, initials, file, onChange }: PhotoFieldProps) {
  const { t } = useTranslation(['students', 'common']);
  const { problem, previewUrl, choose, clear } = useImageChoice(onChange);

  const shown = previewUrl ?? currentUrl;
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={shown} alt={shown ? t('photo.preview') : undefined} size={72} radius="md">
        <span aria-hidden>{initials}</span>
      </Avatar>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="student-photo-label">
          {t('common:fields.photoUrl')}
        </Text>
        <Group gap="xs">
          <ImageFileButton
            onChange={choose}
            aria-describedby="student-photo-label student-photo-help"
          >
            {shown ? t('common:photo.change') : t('common:photo.choose')}
          </ImageFileButton>
          {file ? (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={clear}
            >
              {t('photo.removeNew')}
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" id="student-photo-help">
          {file ? t('photo.chosen', { fileName: file.name }) : t('photo.help')}
        </Text>
        {problem ? (
          <Text size="xs" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
