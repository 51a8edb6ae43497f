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
  ATTENDANCE_MESSAGES,
  ATTENDANCE_STATUSES,
  TIME_WINDOWS,
  UpdateAttendanceBodySchema,
  type AttendanceRecord,
  type UpdateAttendanceBody,
} from '@rollcall/contract/attendance';
import { formatTimeWindow } from '@rollcall/contract/attendance-csv';
import { Controller, useForm } from 'react-hook-form';
import { attendanceStatusLabel } from '@/components/ui/attendance-status-badge';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { errorMessage } from '@/lib/api-error';
import { formResolver } from '@/lib/form-resolver';
import { useUpdateAttendance } from '../api/update-attendance';
import { studentNameOf } from '../utils/record-display';

type EditValues = {
  status: (typeof ATTENDANCE_STATUSES)[number];
  timeWindow: (typeof TIME_WINDOWS)[number] | null;
  minutesLate: number;
  location: string;
  notes: string;
  reason: string;
};

const STATUS_OPTIONS = ATTENDANCE_STATUSES.map((value) => ({
  value,
  label: attendanceStatusLabel(value),
}));
const NO_WINDOW = 'none';
const WINDOW_OPTIONS = [
  { value: NO_WINDOW, label: 'N/A' },
  ...TIME_WINDOWS.map((value) => ({ value, label: formatTimeWindow(value) })),
];

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
  const update = useUpdateAttendance();
  const form = useForm<EditValues, unknown, UpdateAttendanceBody>({
    resolver: formResolver<EditValues>()(UpdateAttendanceBodySchema),
    defaultValues: toValues(record),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await update.mutateAsync({ id: record._id, body });
      notifySuccess(result.message || ATTENDANCE_MESSAGES.updated);
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
        notifyError(errorMessage(error, 'Attendance update failed'));
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {studentNameOf(record.student)} · {record.schoolDate}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect label="Status" data={STATUS_OPTIONS} {...form.register('status')} />
          <Controller
            control={form.control}
            name="timeWindow"
            render={({ field }) => (
              <NativeSelect
                label="Time Window"
                data={WINDOW_OPTIONS}
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
            label="Minutes late"
            min={0}
            max={600}
            error={errors.minutesLate?.message}
            {...form.register('minutesLate', { valueAsNumber: true })}
          />
          <TextInput
            label="Location"
            error={errors.location?.message}
            {...form.register('location')}
          />
        </SimpleGrid>
        <TextInput label="Notes" error={errors.notes?.message} {...form.register('notes')} />
        <TextInput
          label="Reason for the change"
          description="Kept with the record's history"
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type AttendanceEditModalProps = { record: AttendanceRecord | null; onClose: () => void };

export function AttendanceEditModal({ record, onClose }: AttendanceEditModalProps) {
  return (
    <Modal opened={record !== null} onClose={onClose} title="Edit Attendance" centered>
      {record ? <EditForm key={record._id} record={record} onClose={onClose} /> : null}
    </Modal>
  );
}
