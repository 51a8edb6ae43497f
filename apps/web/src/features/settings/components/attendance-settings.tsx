import { Checkbox, Group, SimpleGrid } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import {
  ISO_WEEKDAYS,
  SETTINGS_LIMITS,
  WEEKDAY_LABELS,
  type SchoolSettings,
} from '@rollcall/contract/settings';
import { Controller, useWatch } from 'react-hook-form';
import {
  useSettingsCategoryForm,
  type SettingsCategoryProps,
} from '../hooks/use-settings-category-form';
import { HolidayPicker } from './holiday-picker';
import { NumberField } from './number-field';
import { SettingsCategoryForm, WithSettings } from './settings-category-form';

const toValues = (settings: SchoolSettings) => ({
  startTime: settings.startTime,
  gracePeriodMinutes: settings.gracePeriodMinutes,
  veryLateAfterMinutes: settings.veryLateAfterMinutes,
  absenteeCutoffTime: settings.absenteeCutoffTime,
  dismissalTime: settings.dismissalTime,
  schoolDays: settings.schoolDays,
  holidays: settings.holidays,
});

function AttendanceSettingsForm({
  settings,
  onDirtyChange,
}: SettingsCategoryProps & { settings: SchoolSettings }) {
  const category = useSettingsCategoryForm(settings, toValues, onDirtyChange);
  const { form } = category;
  const { errors } = form.formState;
  const schoolDays = useWatch({ control: form.control, name: 'schoolDays' });
  return (
    <SettingsCategoryForm
      title="Attendance Settings"
      description="When the school day starts, when an arrival is late, and which days are school days."
      category={category}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TimeInput
          label="School starts"
          description="Lateness counts from this time"
          {...form.register('startTime')}
          error={errors.startTime?.message}
        />
        <TimeInput
          label="Absentee cutoff"
          description="Absences are notified at this time"
          {...form.register('absenteeCutoffTime')}
          error={errors.absenteeCutoffTime?.message}
        />
        <TimeInput
          label="Dismissal"
          description="Leaving earlier is an early leave"
          {...form.register('dismissalTime')}
          error={errors.dismissalTime?.message}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberField
          control={form.control}
          name="gracePeriodMinutes"
          label="Grace period"
          description="Up to this many minutes late is on time"
          suffix=" min"
          min={SETTINGS_LIMITS.gracePeriodMinutes.min}
          max={SETTINGS_LIMITS.gracePeriodMinutes.max}
        />
        <NumberField
          control={form.control}
          name="veryLateAfterMinutes"
          label="Very late after"
          description="Later than this many minutes is very late"
          suffix=" min"
          min={SETTINGS_LIMITS.veryLateAfterMinutes.min}
          max={SETTINGS_LIMITS.veryLateAfterMinutes.max}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="schoolDays"
        render={({ field, fieldState }) => (
          <Checkbox.Group
            label="School days"
            value={field.value.map(String)}
            onChange={(days) => field.onChange(days.map(Number).sort())}
            error={fieldState.error?.message}
          >
            <Group gap="md" mt="xs">
              {ISO_WEEKDAYS.map((day, index) => (
                <Checkbox key={day} value={String(day)} label={WEEKDAY_LABELS[index]} />
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
