import { Checkbox, Divider, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { ISO_WEEKDAYS, type SchoolSettings } from '@rollcall/contract/settings';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/language';
import {
  useSettingsCategoryForm,
  type SettingsCategoryProps,
} from '../hooks/use-settings-category-form';
import { HolidayPicker } from './holiday-picker';
import { NumberField } from './number-field';
import { SettingsCategoryForm, WithSettings } from './settings-category-form';

/**
 * An ISO weekday's name (Monday 1 … Sunday 7) in the screens' language, capitalised as a label:
 * 1 January 2024 was a Monday.
 */
const weekdayName = (isoWeekday: number) => {
  const name = new Date(Date.UTC(2024, 0, isoWeekday)).toLocaleDateString(currentLocale(), {
    weekday: 'long',
    timeZone: 'UTC',
  });
  return name.charAt(0).toLocaleUpperCase(currentLocale()) + name.slice(1);
};

const toValues = (settings: SchoolSettings) => ({
  startTime: settings.startTime,
  gracePeriodMinutes: settings.gracePeriodMinutes,
  veryLateAfterMinutes: settings.veryLateAfterMinutes,
  absenteeCutoffTime: settings.absenteeCutoffTime,
  dismissalTime: settings.dismissalTime,
  schoolDays: settings.schoolDays,
  holidays: settings.holidays,
  consecutiveAbsenceDays: settings.consecutiveAbsenceDays,
  repeatedLatenessDays: settings.repeatedLatenessDays,
  repeatedLatenessWindowDays: settings.repeatedLatenessWindowDays,
});

function AttendanceSettingsForm({
  settings,
  onDirtyChange,
}: SettingsCategoryProps & { settings: SchoolSettings }) {
  const { t } = useTranslation(['settings', 'common']);
  const category = useSettingsCategoryForm(settings, toValues, onDirtyChange);
  const { form } = category;
  const { errors } = form.formState;
  const schoolDays = useWatch({ control: form.control, name: 'schoolDays' });
  return (
    <SettingsCategoryForm
      title={t('categories.attendance')}
      description={t('attendance.description')}
      category={category}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TimeInput
          label={t('common:fields.startTime')}
          description={t('attendance.startTimeHint')}
          {...form.register('startTime')}
          error={errors.startTime?.message}
        />
        <TimeInput
          label={t('common:fields.absenteeCutoffTime')}
          description={t('attendance.cutoffHint')}
          {...form.register('absenteeCutoffTime')}
          error={errors.absenteeCutoffTime?.message}
        />
        <TimeInput
          label={t('common:fields.dismissalTime')}
          description={t('attendance.dismissalHint')}
          {...form.register('dismissalTime')}
          error={errors.dismissalTime?.message}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberField
          control={form.control}
          name="gracePeriodMinutes"
          description={t('attendance.gracePeriodHint')}
          suffix={t('attendance.minutesSuffix')}
        />
        <NumberField
          control={form.control}
          name="veryLateAfterMinutes"
          description={t('attendance.veryLateHint')}
          suffix={t('attendance.minutesSuffix')}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="schoolDays"
        render={({ field, fieldState }) => (
          <Checkbox.Group
            label={t('common:fields.schoolDays')}
            value={field.value.map(String)}
            onChange={(days) => field.onChange(days.map(Number).sort())}
            error={fieldState.error?.message}
          >
            <Group gap="md" mt="xs">
              {ISO_WEEKDAYS.map((day) => (
                <Checkbox key={day} value={String(day)} label={weekdayName(day)} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <Controller
        control={form.control}
        name="holidays"
        render={({ field, fieldState }) => (
          <HolidayPicker
            schoolDays={schoolDays}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Stack gap="sm" component="section" aria-labelledby="case-rules-title">
        <Divider
          label={
            <Title order={4} size="sm" c="bright" id="case-rules-title">
              {t('attendance.casesTitle')}
            </Title>
          }
          labelPosition="left"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NumberField
            control={form.control}
            name="consecutiveAbsenceDays"
            description={t('attendance.consecutiveHint')}
            suffix={t('attendance.schoolDaysSuffix')}
          />
          <NumberField
            control={form.control}
            name="repeatedLatenessDays"
            description={t('attendance.latenessDaysHint')}
            suffix={t('security.daysSuffix')}
          />
          <NumberField
            control={form.control}
            name="repeatedLatenessWindowDays"
            description={t('attendance.latenessWindowHint')}
            suffix={t('attendance.schoolDaysSuffix')}
          />
        </SimpleGrid>
      </Stack>
    </SettingsCategoryForm>
  );
}

export function AttendanceSettings(props: SettingsCategoryProps) {
  return (
    <WithSettings>
      {(settings) => <AttendanceSettingsForm settings={settings} {...props} />}
    </WithSettings>
  );
}
