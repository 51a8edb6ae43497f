import { Button, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import type { AcademicYear } from '@rollcall/contract/settings';
import { IconCalendarPlus, IconTrash } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GeneralForm } from './general-settings-values';
import { TermFields } from './term-fields';

/**
 * A starting point for a school without a year: the school year the app assumes until one is set
 * (from 1 August to 31 July), labelled by its two calendar years.
 */
function assumedAcademicYear(today = new Date()): AcademicYear {
  const firstYear = today.getMonth() >= 7 ? today.getFullYear() : today.getFullYear() - 1;
  return {
    label: `${firstYear}-${firstYear + 1}`,
    startDate: `${firstYear}-08-01`,
    endDate: `${firstYear + 1}-07-31`,
    terms: [],
  };
}

/** The academic year (its label and dates) and its terms, or a button to set one. */
export function AcademicYearFields({ form }: { form: GeneralForm }) {
  const { t } = useTranslation(['settings', 'common']);
  const academicYear = useWatch({ control: form.control, name: 'academicYear' });
  const errors = form.formState.errors.academicYear;
  const setYear = (year: AcademicYear | null) =>
    form.setValue('academicYear', year, { shouldDirty: true });

  if (!academicYear) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          {t('academicYear.none')}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconCalendarPlus size={14} aria-hidden />}
          onClick={() => setYear(assumedAcademicYear())}
        >
          {t('academicYear.set')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('common:fields.academicYear')}
            placeholder="2026-2027"
            {...form.register('academicYear.label')}
            error={errors?.label?.message}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput
            type="date"
            label={t('academicYear.starts')}
            {...form.register('academicYear.startDate')}
            error={errors?.startDate?.message}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <TextInput
            type="date"
            label={t('academicYear.ends')}
            {...form.register('academicYear.endDate')}
            error={errors?.endDate?.message}
          />
        </Grid.Col>
      </Grid>
      <TermFields form={form} />
      <Group>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => setYear(null)}
        >
          {t('academicYear.remove')}
        </Button>
      </Group>
    </Stack>
  );
}
