import {
  Divider,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { LANGUAGES, type SchoolSettings } from '@rollcall/contract/settings';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  useSettingsCategoryForm,
  type SettingsCategoryProps,
} from '../hooks/use-settings-category-form';
import { AcademicYearFields } from './academic-year-fields';
import { toGeneralValues } from './general-settings-values';
import { SchoolLogoField } from './school-logo-field';
import { SettingsCategoryForm, WithSettings } from './settings-category-form';
import { TimeZoneSelect } from './time-zone-select';

/** A titled group of fields within the category. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Divider
        label={
          <Title order={4} size="sm" c="bright">
            {title}
          </Title>
        }
        labelPosition="left"
      />
      {children}
    </Stack>
  );
}

function GeneralSettingsForm({
  settings,
  onDirtyChange,
}: SettingsCategoryProps & { settings: SchoolSettings }) {
  const { t } = useTranslation(['settings', 'common']);
  const { t: tc } = useTranslation('contract');
  const category = useSettingsCategoryForm(settings, toGeneralValues, onDirtyChange);
  const { form } = category;
  const { errors } = form.formState;
  // The school's default is named in the screens' language, like the other choices of the form.
  const languageOptions = LANGUAGES.map((language) => ({
    value: language,
    label: tc(`languages.${language}`),
  }));
  return (
    <SettingsCategoryForm
      title={t('categories.general')}
      description={t('general.description')}
      category={category}
    >
      <Section title={t('general.schoolInformation')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('common:fields.schoolName')}
            withAsterisk
            {...form.register('schoolName')}
            error={errors.schoolName?.message}
          />
          <TextInput
            type="tel"
            label={t('common:fields.phone')}
            {...form.register('phone')}
            error={errors.phone?.message}
          />
        </SimpleGrid>
        <Textarea
          label={t('common:fields.address')}
          autosize
          minRows={2}
          maxRows={4}
          {...form.register('address')}
          error={errors.address?.message}
        />
        <TextInput
          type="url"
          label={t('common:fields.website')}
          placeholder="https://www.example.edu"
          {...form.register('website')}
          error={errors.website?.message}
        />
        <SchoolLogoField />
      </Section>
      <Section title={t('common:fields.academicYear')}>
        <AcademicYearFields form={form} />
      </Section>
      <Section title={t('general.regionAndLanguage')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="timezone"
            render={({ field, fieldState }) => (
              <TimeZoneSelect
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <NativeSelect
            label={t('common:fields.defaultLanguage')}
            description={t('general.defaultLanguageHint')}
            data={languageOptions}
            {...form.register('defaultLanguage')}
            error={errors.defaultLanguage?.message}
          />
        </SimpleGrid>
      </Section>
    </SettingsCategoryForm>
  );
}

export function GeneralSettings(props: SettingsCategoryProps) {
  return (
    <WithSettings>
      {(settings) => <GeneralSettingsForm settings={settings} {...props} />}
    </WithSettings>
  );
}
