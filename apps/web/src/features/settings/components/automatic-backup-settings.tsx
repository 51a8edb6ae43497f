import { Switch } from '@mantine/core';
import { SETTINGS_LIMITS, type SchoolSettings } from '@rollcall/contract/settings';
import { Controller } from 'react-hook-form';
import { useProviders } from '../api/get-providers';
import {
  useSettingsCategoryForm,
  type SettingsCategoryProps,
} from '../hooks/use-settings-category-form';
import { NumberField } from './number-field';
import { SettingsCategoryForm } from './settings-category-form';

const toValues = (settings: SchoolSettings) => ({
  autoBackup: settings.autoBackup,
  backupsKept: settings.backupsKept,
});

/** null follows the engine: on for the embedded database (its files are the only copy), off on PostgreSQL. */
const ENGINE_DEFAULT_TEXT = {
  embedded:
    'This server uses the embedded database: daily backups are on unless you turn them off.',
  postgres:
    'This server uses PostgreSQL: daily backups are off unless you turn them on (back the database up with its own tools too).',
} as const;

export function AutomaticBackupSettings({
  settings,
  onDirtyChange,
}: SettingsCategoryProps & { settings: SchoolSettings }) {
  const category = useSettingsCategoryForm(settings, toValues, onDirtyChange);
  const { form } = category;
  const database = useProviders().data?.database;

  return (
    <SettingsCategoryForm
      title="Automatic backups"
      description="Every night the server writes a backup into its data folder (DATA_DIR/backups) and keeps the newest ones."
      category={category}
    >
      <Controller
        control={form.control}
        name="autoBackup"
        render={({ field: { value, onChange, ...field } }) => (
          <Switch
            {...field}
            checked={value ?? database === 'embedded'}
            onChange={(event) => onChange(event.currentTarget.checked)}
            label="Automatic daily backup"
            description={
              value === null && database
                ? `Default. ${ENGINE_DEFAULT_TEXT[database]}`
                : 'Set by an administrator.'
            }
          />
        )}
      />
      <NumberField
        control={form.control}
        name="backupsKept"
        label="Backups to keep"
        description="The oldest is deleted when a new one is written"
        suffix=" backups"
        min={SETTINGS_LIMITS.backupsKept.min}
        max={SETTINGS_LIMITS.backupsKept.max}
      />
    </SettingsCategoryForm>
  );
}
