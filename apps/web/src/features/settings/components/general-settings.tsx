import {
  Divider,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { LANGUAGE_LABELS, LANGUAGES, type SchoolSettings } from '@rollcall/contract/settings';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import {
  useSettingsCategoryForm,
  type SettingsCategoryProps,
} from '../hooks/use-settings-category-form';
import { AcademicYearFields } from './academic-year-fields';
import { toGeneralValues } from './general-settings-values';
import { SchoolLogoField } from './school-logo-field';
import { SettingsCategoryForm, WithSettings } from './settings-category-form';
import { TimeZoneSelect } from './time-zone-select';

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_LABELS[language],
}));

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
  const category = useSettingsCategoryForm(settings, toGeneralValues, onDirtyChange);
  const { form } = category;
  const { errors } = form.formState;
  return (
    <SettingsCategoryForm
      title="General Settings"
      description="The school's details, its academic year, time zone and language."
      category={category}
    >
      <Section title="School information">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="School name"
            withAsterisk
            {...form.register('schoolName')}
            error={errors.schoolName?.message}
          />
          <TextInput
            type="tel"
            label="Phone"
            {...form.register('phone')}
            error={errors.phone?.message}
          />
        </SimpleGrid>
        <Textarea
          label="Address"
          autosize
          minRows={2}
          maxRows={4}
          {...form.register('address')}
          error={errors.address?.message}
        />
        <TextInput
          type="url"
          label="Website"
          placeholder="https://www.example.edu"
          {...form.register('website')}
          error={errors.website?.message}
        />
        <SchoolLogoField />
      </Section>
      <Section title="Academic year">
        <AcademicYearFields form={form} />
      </Section>
      <Section title="Region and language">
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
            label="Default language"
            description="Used for guardians whose language is not set"
            data={LANGUAGE_OPTIONS}
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
