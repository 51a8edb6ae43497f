import { SimpleGrid } from '@mantine/core';
import { SETTINGS_LIMITS, type SchoolSettings } from '@rollcall/contract/settings';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['settings', 'common']);
  const category = useSettingsCategoryForm(settings, toValues, onDirtyChange);
  const { form } = category;
  return (
    <SettingsCategoryForm
      title={t('categories.reports')}
      description={t('reports.description')}
      category={category}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberField
          control={form.control}
          name="defaultTrendWindowDays"
          label={t('common:fields.defaultTrendWindowDays')}
          description={t('reports.trendWindowHint')}
          suffix={t('security.daysSuffix')}
          min={SETTINGS_LIMITS.defaultTrendWindowDays.min}
          max={SETTINGS_LIMITS.defaultTrendWindowDays.max}
        />
        <NumberField
          control={form.control}
          name="chronicAbsenceThreshold"
          label={t('common:fields.chronicAbsenceThreshold')}
          description={t('reports.chronicThresholdHint')}
          suffix=" %"
          min={SETTINGS_LIMITS.chronicAbsenceThreshold.min}
          max={SETTINGS_LIMITS.chronicAbsenceThreshold.max}
        />
        <NumberField
          control={form.control}
          name="chronicAbsenceMinDays"
          label={t('common:fields.chronicAbsenceMinDays')}
          description={t('reports.chronicMinDaysHint')}
          suffix={t('security.daysSuffix')}
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
