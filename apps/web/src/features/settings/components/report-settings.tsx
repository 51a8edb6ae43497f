import { SimpleGrid } from '@mantine/core';
import { SETTINGS_LIMITS, type SchoolSettings } from '@rollcall/contract/settings';
import {
  useSettingsCategoryForm,
  type SettingsCategoryProps,
} from '../hooks/use-settings-category-form';
import { NumberField } from './number-field';
import { SettingsCategoryForm, WithSettings } from './settings-category-form';

const toValues = (settings: SchoolSettings) => ({
  defaultTrendWindowDays: settings.defaultTrendWindowDays,
  chronicAbsenceThreshold: settings.chronicAbsenceThreshold,
  chronicAbsenceMinDays: settings.chronicAbsenceMinDays,
});

function ReportSettingsForm({
  settings,
  onDirtyChange,
}: SettingsCategoryProps & { settings: SchoolSettings }) {
  const category = useSettingsCategoryForm(settings, toValues, onDirtyChange);
  const { form } = category;
  return (
    <SettingsCategoryForm
      title="Report Configuration"
      description="The range analytics open on, and who counts as chronically absent."
      category={category}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberField
          control={form.control}
          name="defaultTrendWindowDays"
          label="Default trend window"
          description="Days the analytics show when opened"
          suffix=" days"
          min={SETTINGS_LIMITS.defaultTrendWindowDays.min}
          max={SETTINGS_LIMITS.defaultTrendWindowDays.max}
        />
        <NumberField
          control={form.control}
          name="chronicAbsenceThreshold"
          label="Chronic absence threshold"
          description="Absent on at least this share of school days"
          suffix=" %"
          min={SETTINGS_LIMITS.chronicAbsenceThreshold.min}
          max={SETTINGS_LIMITS.chronicAbsenceThreshold.max}
        />
        <NumberField
          control={form.control}
          name="chronicAbsenceMinDays"
          label="Minimum school days"
          description="Only students enrolled at least this many days are counted"
          suffix=" days"
          min={SETTINGS_LIMITS.chronicAbsenceMinDays.min}
          max={SETTINGS_LIMITS.chronicAbsenceMinDays.max}
        />
      </SimpleGrid>
    </SettingsCategoryForm>
  );
}

export function ReportSettings(props: SettingsCategoryProps) {
  return (
    <WithSettings>
      {(settings) => <ReportSettingsForm settings={settings} {...props} />}
    </WithSettings>
  );
}
