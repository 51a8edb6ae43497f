import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilterOff, IconPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type StudentsEmptyStateProps = {
  isFiltered: boolean;
  canManage: boolean;
  onAdd: () => void;
  onClearFilters: () => void;
};

/** No students at all (with Add Student), or none matching the search and filters. */
export function StudentsEmptyState(props: StudentsEmptyStateProps) {
  const { isFiltered, canManage, onAdd, onClearFilters } = props;
  const { t } = useTranslation('students');
  const { t: tc } = useTranslation('contract');
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
        <IconUsers size={26} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} size="h4">
        {isFiltered ? t('empty.filteredTitle') : tc('students.emptyTitle')}
      </Title>
      <Text c="dimmed" size="sm">
        {isFiltered ? t('empty.filteredText') : tc('students.emptyText')}
      </Text>
      {isFiltered ? (
        <Button
          variant="default"
          mt="xs"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onClearFilters}
        >
          {t('empty.clearFilters')}
        </Button>
      ) : null}
      {!isFiltered && canManage ? (
        <Button mt="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('empty.add')}
        </Button>
      ) : null}
    </Stack>
  );
}
