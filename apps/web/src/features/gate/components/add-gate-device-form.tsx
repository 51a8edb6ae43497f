import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { CreateGateDeviceBodySchema, GATE_MODES, type GateMode } from '@rollcall/contract/gate';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formResolver } from '@/lib/form-resolver';

type Values = { name: string; location: string; mode: GateMode };
const FIELDS = ['name', 'location', 'mode'] as const;

type AddGateDeviceFormProps = {
  isSaving: boolean;
  onCreate: (values: Values) => Promise<unknown>;
};

export function AddGateDeviceForm({ isSaving, onCreate }: AddGateDeviceFormProps) {
  const { t } = useTranslation('gate');
  const { t: tc } = useTranslation('contract');
  const form = useForm<Values>({
    defaultValues: { name: '', location: '', mode: 'check-in' },
    resolver: formResolver<Values>()(CreateGateDeviceBodySchema),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onCreate(values);
      form.reset();
    } catch (error) {
      applyFieldErrors(error, FIELDS, form.setError);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextInput
          label={t('form.location')}
          placeholder={t('form.locationPlaceholder')}
          {...form.register('location')}
          error={errors.location?.message}
        />
        <NativeSelect
          label={t('form.mode')}
          data={GATE_MODES.map((mode) => ({ value: mode, label: tc(`gateModes.${mode}`) }))}
          {...form.register('mode')}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={isSaving}>
          {t('form.submit')}
        </Button>
      </Group>
    </form>
  );
}
