import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { SchoolBodySchema, type School, type SchoolBody } from '@rollcall/contract/schools';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { errorMessage } from '@/lib/api-error';
import { formResolver } from '@/lib/form-resolver';
import { useSchoolTimezone } from '@/lib/school-info';
import { useCreateSchool, useUpdateSchool } from '../api/schools';
import { TimeZoneSelect } from './time-zone-select';

/** Adding a school, or changing one; null: the dialog is closed. */
export type SchoolFormTarget = { mode: 'add' } | { mode: 'edit'; school: School } | null;

const FIELD_NAMES: readonly Path<SchoolBody>[] = ['name', 'code', 'timezone'];

type SchoolFormProps = { school: School | undefined; onClose: () => void };

/** Name, code and time zone; the server's refusals (a code taken) land on their fields. */
function SchoolForm({ school, onClose }: SchoolFormProps) {
  const { t } = useTranslation(['settings', 'common']);
  const timezone = useSchoolTimezone();
  const createSchool = useCreateSchool();
  const updateSchool = useUpdateSchool();
  const form = useForm<SchoolBody>({
    resolver: formResolver<SchoolBody>()(SchoolBodySchema),
    defaultValues: school ?? { name: '', code: '', timezone },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const field = (name: Path<SchoolBody>) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = school
        ? await updateSchool.mutateAsync({ id: school._id, body })
        : await createSchool.mutateAsync(body);
      notifySuccess(result.message);
      onClose();
    } catch (error) {
      if (applyFieldErrors(error, FIELD_NAMES, form.setError)) return;
      notifyError(
        t('schools.saveFailed', { reason: errorMessage(error, t('schools.saveFallback')) }),
      );
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('common:fields.schoolName')}
          required
          autoComplete="off"
          data-autofocus
          error={errors.name?.message}
          {...field('name')}
        />
        <TextInput
          label={t('schools.code')}
          description={t('schools.codeHelp')}
          required
          autoComplete="off"
          error={errors.code?.message}
          {...field('code')}
        />
        <Controller
          control={form.control}
          name="timezone"
          render={({ field: { value, onChange, onBlur } }) => (
            <TimeZoneSelect
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              error={errors.timezone?.message}
            />
          )}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={createSchool.isPending || updateSchool.isPending}>
            {school ? t('schools.save') : t('schools.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SchoolFormModal({
  target,
  onClose,
}: {
  target: SchoolFormTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const school = target?.mode === 'edit' ? target.school : undefined;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={school ? t('schools.editSchool', { school: school.name }) : t('schools.addTitle')}
      centered
    >
      {target ? <SchoolForm key={school?._id ?? 'new'} school={school} onClose={onClose} /> : null}
    </Modal>
  );
}
