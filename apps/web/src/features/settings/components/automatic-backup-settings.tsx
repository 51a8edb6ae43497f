import type { SchoolSettings } from '@rollcall/contract/settings';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProviders } from '../api/get-providers';
import {
  useSettingsCategoryForm,
  type SettingsCategoryProps,
} from '../hooks/use-settings-category-form';
import { NumberField } from './number-field';
import { SettingsCategoryForm } from './settings-category-form';
import { DescribedSwitch } from '@/components/ui/described-inline-input';

const toValues = (settings: SchoolSettings) => ({
  autoBackup: settings.autoBackup,
  backupsKept: settings.backupsKept,
});

export function AutomaticBackupSettings({
  settings,
  onDirtyChange,
}: SettingsCategoryProps & { settings: SchoolSettings }) {
  const { t } = useTranslation(['settings', 'common']);
  const category = useSettingsCategoryForm(settings, toValues, onDirtyChange);
  const { form } = category;
  const database = useProviders().data?.database;

  return (
    <SettingsCategoryForm
      isDistrictWide
      title={t('common:fields.autoBackup')}
      description={t('automaticBackups.description')}
      category={category}
    >
      <Controller
        control={form.control}
        name="autoBackup"
        render={({ field: { value, onChange, ...field } }) => (
          <DescribedSwitch
            {...field}
            checked={value ?? database === 'embedded'}
            onChange={(event) => onChange(event.currentTarget.checked)}
            label={t('automaticBackups.daily')}
            description={
              // null follows the engine: on for the embedded database (its files are the only
              // copy), off on PostgreSQL.
              value === null && database
                ? t('automaticBackups.byDefault', { reason: t(`automaticBackups.${database}`) })
                : t('automaticBackups.setByAdmin')
            }
          />
        )}
      />
      <NumberField
        control={form.control}
        name="backupsKept"
        label={t('automaticBackups.kept')}
        description={t('automaticBackups.keptHint')}
        suffix={t('automaticBackups.keptSuffix')}
      />
    </SettingsCategoryForm>
  );
}
