import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ATTENDANCE_MESSAGES, type AttendanceRecord } from '@rollcall/contract/attendance';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useDeleteAttendance } from '../api/delete-attendance';
import { studentNameOf } from '../utils/record-display';

function DeleteForm({ record, onClose }: { record: AttendanceRecord; onClose: () => void }) {
  const remove = useDeleteAttendance();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (!reason.trim()) {
      setError(ATTENDANCE_MESSAGES.reasonRequired);
      return;
    }
    try {
      const result = await remove.mutateAsync({ id: record._id, reason: reason.trim() });
      notifySuccess(result.message || ATTENDANCE_MESSAGES.deleted);
      onClose();
    } catch (failure) {
      notifyError(errorMessage(failure, 'Attendance deletion failed'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Delete the attendance of {studentNameOf(record.student)} on {record.schoolDate}? The
          record leaves every list and count; its history is kept.
        </Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type AttendanceDeleteModalProps = { record: AttendanceRecord | null; onClose: () => void };

export function AttendanceDeleteModal({ record, onClose }: AttendanceDeleteModalProps) {
  return (
    <Modal opened={record !== null} onClose={onClose} title="Delete Attendance" centered>
      {record ? <DeleteForm key={record._id} record={record} onClose={onClose} /> : null}
    </Modal>
  );
}
