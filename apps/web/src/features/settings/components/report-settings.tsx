import { SimpleGrid } from '@mantine/core';
import type { SchoolSettings } from '@rollcall/contract/settings';
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
          description={t('reports.trendWindowHint')}
          suffix={t('security.daysSuffix')}
        />
        <NumberField
          control={form.control}
          name="chronicAbsenceThreshold"
          description={t('reports.chronicThresholdHint')}
          suffix=" %"
        />
        <NumberField
          control={form.control}
          name="chronicAbsenceMinDays"
          description={t('reports.chronicMinDaysHint')}
          suffix={t('security.daysSuffix')}
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
