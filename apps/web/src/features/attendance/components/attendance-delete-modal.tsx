import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { AttendanceRecord } from '@rollcall/contract/attendance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useDeleteAttendance } from '../api/delete-attendance';
import { useRecordDisplay } from './use-record-display';

function DeleteForm({ record, onClose }: { record: AttendanceRecord; onClose: () => void }) {
  const { t } = useTranslation(['attendance', 'common', 'contract']);
  const { t: tc } = useTranslation('contract');
  const display = useRecordDisplay();
  const remove = useDeleteAttendance();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (!reason.trim()) {
      setError(tc('attendance.reasonRequired'));
      return;
    }
    try {
      const result = await remove.mutateAsync({ id: record._id, reason: reason.trim() });
      notifySuccess(result.message || tc('attendance.deleted'));
      onClose();
    } catch (failure) {
      notifyError(errorMessage(failure, t('delete.failed')));
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
          {t('delete.question', { name: display.nameOf(record.student), date: record.schoolDate })}
        </Text>
        <Textarea
          label={t('common:fields.reason')}
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
            {t('common:cancel')}
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            {t('contract:common.delete')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type AttendanceDeleteModalProps = { record: AttendanceRecord | null; onClose: () => void };

export function AttendanceDeleteModal({ record, onClose }: AttendanceDeleteModalProps) {
  const { t } = useTranslation(['attendance', 'common', 'contract']);
  return (
    <Modal opened={record !== null} onClose={onClose} title={t('delete.title')} centered>
      {record ? <DeleteForm key={record._id} record={record} onClose={onClose} /> : null}
    </Modal>
  );
}
