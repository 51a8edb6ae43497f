import { Button, Group, Loader, Switch, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAINTENANCE_MESSAGE_MAX,
  MaintenanceBodySchema,
  SYSTEM_MESSAGES,
  type MaintenanceState,
} from '@rollcall/contract/system';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useMaintenance } from '@/lib/maintenance';
import { useSetMaintenance } from '../api/set-maintenance';
import type { SettingsCategoryProps } from '../hooks/use-settings-category-form';
import { SettingsSection } from './settings-section';

/** The server answers the default message when none is set: the form shows that as empty. */
const toValues = (state: MaintenanceState) => ({
  enabled: state.enabled,
  message: state.message === SYSTEM_MESSAGES.maintenanceDefault ? '' : state.message,
});

function MaintenanceModeFields({
  state,
  onDirtyChange,
}: SettingsCategoryProps & { state: MaintenanceState }) {
  const update = useSetMaintenance();
  const form = useForm({
    resolver: zodResolver(MaintenanceBodySchema),
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
      notifyError(errorMessage(error, 'Maintenance mode could not be changed.'));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Maintenance mode">
      <Controller
        control={form.control}
        name="enabled"
        render={({ field: { value, onChange, ...field } }) => (
          <Switch
            {...field}
            checked={value}
            onChange={(event) => onChange(event.currentTarget.checked)}
            label="Maintenance mode"
            description="While on, only administrators can sign in or use Rollcall; everyone else sees the message below."
            mb="md"
          />
        )}
      />
      <Textarea
        label="Message shown to everyone else"
        description={`Optional, up to ${MAINTENANCE_MESSAGE_MAX} characters`}
        placeholder={SYSTEM_MESSAGES.maintenanceDefault}
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
          Discard changes
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save maintenance mode
        </Button>
      </Group>
    </form>
  );
}

export function MaintenanceModeForm(props: SettingsCategoryProps) {
  const { data: state, isPending } = useMaintenance();
  return (
    <SettingsSection
      title="Maintenance mode"
      description="Use it while restoring a backup or changing the school's records."
    >
      {isPending || !state ? (
        <Loader size="sm" aria-label="Loading maintenance mode" />
      ) : (
        <MaintenanceModeFields state={state} {...props} />
      )}
    </SettingsSection>
  );
}
