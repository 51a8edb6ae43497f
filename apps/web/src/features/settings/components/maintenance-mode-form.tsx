import { Button, Group, Textarea } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import {
  MAINTENANCE_MESSAGE_MAX,
  MaintenanceBodySchema,
  type MaintenanceState,
} from '@rollcall/contract/system';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { formResolver } from '@/lib/form-resolver';
import { useMaintenance } from '@/lib/maintenance';
import { useSetMaintenance } from '../api/set-maintenance';
import type { SettingsCategoryProps } from '../hooks/use-settings-category-form';
import { SettingsSection } from './settings-section';
import { DescribedSwitch } from '@/components/ui/described-inline-input';

type MaintenanceValues = { enabled: boolean; message: string };

/** The server answers the default message, in the reader's language, when none is set: the form shows that as empty. */
const toValues = (state: MaintenanceState): MaintenanceValues => ({
  enabled: state.enabled,
  message: state.isCustom ? state.message : '',
});

function MaintenanceModeFields({
  state,
  onDirtyChange,
}: SettingsCategoryProps & { state: MaintenanceState }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('contract');
  const update = useSetMaintenance();
  const form = useForm({
    resolver: formResolver<MaintenanceValues>()(MaintenanceBodySchema),
    defaultValues: toValues(state),
  });
  const { isDirty, errors } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync(body);
      form.reset(toValues(saved));
      notifySuccess(saved.notice);
    } catch (error) {
      notifyError(errorMessage(error, t('maintenanceMode.failed')));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('maintenanceMode.title')}
    >
      <Controller
        control={form.control}
        name="enabled"
        render={({ field: { value, onChange, ...field } }) => (
          <DescribedSwitch
            {...field}
            checked={value}
            onChange={(event) => onChange(event.currentTarget.checked)}
            label={t('maintenanceMode.title')}
            description={t('maintenanceMode.toggleHint')}
            mb="md"
          />
        )}
      />
      <Textarea
        label={t('maintenanceMode.message')}
        description={t('maintenanceMode.messageHint', { max: MAINTENANCE_MESSAGE_MAX })}
        placeholder={tc('errors.MAINTENANCE')}
        rows={3}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Group justify="flex-end" gap="sm" mt="md">
        <Button
          variant="default"
          onClick={() => form.reset()}
          disabled={!isDirty || update.isPending}
        >
          {t('form.discard')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('maintenanceMode.save')}
        </Button>
      </Group>
    </form>
  );
}

export function MaintenanceModeForm(props: SettingsCategoryProps) {
  const { t } = useTranslation('settings');
  const { data: state, isPending } = useMaintenance();
  return (
    <SettingsSection
      title={t('maintenanceMode.title')}
      description={t('maintenanceMode.description')}
    >
      {isPending || !state ? (
        <Loading label={t('maintenanceMode.loading')} size="sm" />
      ) : (
        <MaintenanceModeFields state={state} {...props} />
      )}
    </SettingsSection>
  );
}
