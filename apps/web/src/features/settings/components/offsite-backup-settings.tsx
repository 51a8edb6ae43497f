import { PasswordInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { OffsiteBackupKind, SchoolSettings } from '@rollcall/contract/settings';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  useSettingsCategoryForm,
  type SettingsCategoryProps,
} from '../hooks/use-settings-category-form';
import { OffsiteBackupStatus } from './offsite-backup-status';
import { SettingsCategoryForm, WithSettings } from './settings-category-form';

const BLANK = {
  endpoint: '',
  region: '',
  bucket: '',
  prefix: '',
  accessKeyId: '',
  secretAccessKey: '',
  path: '',
};
/** Every field of both kinds: the contract's schema keeps those of the kind chosen. */
type Destination = typeof BLANK & { kind: OffsiteBackupKind };
type OffsiteValues = { offsiteBackup: Destination | null };

const toValues = ({ offsiteBackup: saved }: SchoolSettings): OffsiteValues => {
  if (!saved) return { offsiteBackup: null };
  if (saved.kind === 'directory') return { offsiteBackup: { ...BLANK, ...saved } };
  // The secret is never sent back: empty keeps the one saved.
  const { hasSecretAccessKey: _hasSecret, ...shown } = saved;
  return { offsiteBackup: { ...BLANK, ...shown } };
};

function OffsiteBackupForm({
  settings,
  onDirtyChange,
}: SettingsCategoryProps & { settings: SchoolSettings }) {
  const { t } = useTranslation('settings');
  const category = useSettingsCategoryForm(settings, toValues, onDirtyChange);
  const { form } = category;
  const kind = form.watch('offsiteBackup')?.kind ?? 'none';
  const errors = form.formState.errors.offsiteBackup;
  const field = (name: Exclude<keyof Destination, 'kind' | 'secretAccessKey'>) => ({
    label: t(`offsite.fields.${name}`),
    ...form.register(`offsiteBackup.${name}`),
    error: errors?.[name]?.message,
  });
  const hasSecret =
    settings.offsiteBackup?.kind === 's3' && settings.offsiteBackup.hasSecretAccessKey;

  return (
    <SettingsCategoryForm
      isDistrictWide
      title={t('offsite.title')}
      description={t('offsite.description')}
      category={category}
    >
      <Controller
        control={form.control}
        name="offsiteBackup"
        render={({ field: { value, onChange } }) => (
          <Radio.Group
            label={t('offsite.kind')}
            value={value?.kind ?? 'none'}
            onChange={(chosen) =>
              onChange(chosen === 'none' ? null : { ...BLANK, ...value, kind: chosen })
            }
          >
            <Stack gap="xs" mt="xs">
              <Radio value="none" label={t('offsite.kinds.none')} />
              <Radio value="s3" label={t('offsite.kinds.s3')} />
              <Radio value="directory" label={t('offsite.kinds.directory')} />
            </Stack>
          </Radio.Group>
        )}
      />
      {kind === 's3' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="url"
            withAsterisk
            placeholder="https://s3.us-east-1.amazonaws.com"
            {...field('endpoint')}
          />
          <TextInput withAsterisk placeholder="us-east-1" {...field('region')} />
          <TextInput withAsterisk {...field('bucket')} />
          <TextInput
            placeholder="rollcall/"
            description={t('offsite.prefixHint')}
            {...field('prefix')}
          />
          <TextInput withAsterisk autoComplete="off" {...field('accessKeyId')} />
          <PasswordInput
            label={t('offsite.fields.secretAccessKey')}
            withAsterisk={!hasSecret}
            autoComplete="new-password"
            description={hasSecret ? t('offsite.secretKept') : undefined}
            {...form.register('offsiteBackup.secretAccessKey')}
            error={errors?.secretAccessKey?.message}
          />
        </SimpleGrid>
      ) : null}
      {kind === 'directory' ? (
        <TextInput
          withAsterisk
          placeholder="/mnt/backups"
          description={t('offsite.pathHint')}
          {...field('path')}
        />
      ) : null}
    </SettingsCategoryForm>
  );
}

/** Backup & Restore's off-machine copy: where each night's backup goes too, and how it went. */
export function OffsiteBackupSettings(props: SettingsCategoryProps) {
  return (
    <Stack gap="lg">
      <WithSettings>
        {(settings) => <OffsiteBackupForm settings={settings} {...props} />}
      </WithSettings>
      <OffsiteBackupStatus />
    </Stack>
  );
}
