import {
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ATTENDANCE_STATUSES,
  TIME_WINDOWS,
  UpdateAttendanceBodySchema,
  type AttendanceRecord,
  type UpdateAttendanceBody,
} from '@rollcall/contract/attendance';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { errorMessage } from '@/lib/api-error';
import { formResolver } from '@/lib/form-resolver';
import { useUpdateAttendance } from '../api/update-attendance';
import { useRecordDisplay } from './use-record-display';

type EditValues = {
  status: (typeof ATTENDANCE_STATUSES)[number];
  timeWindow: (typeof TIME_WINDOWS)[number] | null;
  minutesLate: number;
  location: string;
  notes: string;
  reason: string;
};

const NO_WINDOW = 'none';

const toWindow = (value: string): EditValues['timeWindow'] =>
  TIME_WINDOWS.find((window) => window === value) ?? null;

const toValues = (record: AttendanceRecord): EditValues => ({
  status: record.status,
  timeWindow: record.timeWindow,
  minutesLate: record.minutesLate,
  location: record.location ?? '',
  notes: record.notes ?? '',
  reason: '',
});

function EditForm({ record, onClose }: { record: AttendanceRecord; onClose: () => void }) {
  const { t } = useTranslation(['attendance', 'common', 'contract']);
  const { t: tc } = useTranslation('contract');
  const display = useRecordDisplay();
  const statusOptions = ATTENDANCE_STATUSES.map((value) => ({
    value,
    label: display.status(value),
  }));
  const windowOptions = [
    { value: NO_WINDOW, label: display.timeWindow(null) },
    ...TIME_WINDOWS.map((value) => ({ value, label: display.timeWindow(value) })),
  ];
  const update = useUpdateAttendance();
  const form = useForm<EditValues, unknown, UpdateAttendanceBody>({
    resolver: formResolver<EditValues>()(UpdateAttendanceBodySchema),
    defaultValues: toValues(record),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await update.mutateAsync({ id: record._id, body });
      notifySuccess(result.message || tc('attendance.updated'));
      onClose();
    } catch (error) {
      const fields = [
        'status',
        'timeWindow',
        'minutesLate',
        'location',
        'notes',
        'reason',
      ] as const;
      if (!applyFieldErrors(error, fields, form.setError)) {
        notifyError(errorMessage(error, t('edit.failed')));
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {display.nameOf(record.student)} · {record.schoolDate}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={t('contract:common.status')}
            data={statusOptions}
            {...form.register('status')}
          />
          <Controller
            control={form.control}
            name="timeWindow"
            render={({ field }) => (
              <NativeSelect
                label={t('table.timeWindow')}
                data={windowOptions}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? NO_WINDOW}
                onChange={(event) => field.onChange(toWindow(event.currentTarget.value))}
              />
            )}
          />
          <TextInput
            type="number"
            label={t('common:fields.minutesLate')}
            min={0}
            max={600}
            error={errors.minutesLate?.message}
            {...form.register('minutesLate', { valueAsNumber: true })}
          />
          <TextInput
            label={t('common:fields.location')}
            error={errors.location?.message}
            {...form.register('location')}
          />
        </SimpleGrid>
        <TextInput
          label={t('common:fields.notes')}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <TextInput
          label={t('edit.reason')}
          description={t('edit.reasonHelp')}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('common:saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type AttendanceEditModalProps = { record: AttendanceRecord | null; onClose: () => void };

export function AttendanceEditModal({ record, onClose }: AttendanceEditModalProps) {
  const { t } = useTranslation(['attendance', 'common', 'contract']);
  return (
    <Modal opened={record !== null} onClose={onClose} title={t('edit.title')} centered>
      {record ? <EditForm key={record._id} record={record} onClose={onClose} /> : null}
    </Modal>
  );
}
