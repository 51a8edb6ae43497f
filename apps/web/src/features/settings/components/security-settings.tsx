import { SimpleGrid, Switch } from '@mantine/core';
import { SETTINGS_LIMITS, type SchoolSettings } from '@rollcall/contract/settings';
import { Controller } from 'react-hook-form';
import {
  useSettingsCategoryForm,
  type SettingsCategoryProps,
} from '../hooks/use-settings-category-form';
import { NumberField } from './number-field';
import { SettingsCategoryForm, WithSettings } from './settings-category-form';

const toValues = (settings: SchoolSettings) => ({
  requireAdminTwoFactor: settings.requireAdminTwoFactor,
  sessionLengthDays: settings.sessionLengthDays,
  retentionYears: settings.retentionYears,
});

function SecuritySettingsForm({
  settings,
  onDirtyChange,
}: SettingsCategoryProps & { settings: SchoolSettings }) {
  const category = useSettingsCategoryForm(settings, toValues, onDirtyChange);
  const { form } = category;
  return (
    <SettingsCategoryForm
      title="Security & Privacy"
      description="How staff sign in, how long a sign-in lasts, and how long attendance is kept."
      category={category}
    >
      <Controller
        control={form.control}
        name="requireAdminTwoFactor"
        render={({ field: { value, onChange, ...field } }) => (
          <Switch
            {...field}
            checked={value}
            onChange={(event) => onChange(event.currentTarget.checked)}
            label="Require two-factor sign-in for administrators"
            description="An administrator without it is sent to set it up after signing in."
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberField
          control={form.control}
          name="sessionLengthDays"
          label="Session length"
          description="Days a sign-in lasts without being used; new sign-ins get the new length"
          suffix=" days"
          min={SETTINGS_LIMITS.sessionLengthDays.min}
          max={SETTINGS_LIMITS.sessionLengthDays.max}
        />
        <NumberField
          control={form.control}
          name="retentionYears"
          label="Delete attendance older than"
          description="School years; leave empty to keep all attendance"
          placeholder="Off: keep everything"
          suffix=" school years"
          min={SETTINGS_LIMITS.retentionYears.min}
          max={SETTINGS_LIMITS.retentionYears.max}
          isNullable
        />
      </SimpleGrid>
    </SettingsCategoryForm>
  );
}

export function SecuritySettings(props: SettingsCategoryProps) {
  return (
    <WithSettings>
      {(settings) => <SecuritySettingsForm settings={settings} {...props} />}
    </WithSettings>
  );
}
