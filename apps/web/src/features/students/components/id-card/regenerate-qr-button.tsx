import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { STUDENT_MESSAGES, type Student } from '@rollcall/contract/students';
import { IconRefresh } from '@tabler/icons-react';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useRegenerateStudentQr } from '../../api/regenerate-student-qr';

/** Issues a new QR code after a confirmation: every card printed before stops scanning. */
export function RegenerateQrButton({ student }: { student: Student }) {
  const regenerate = useRegenerateStudentQr();

  const confirm = () =>
    modals.openConfirmModal({
      title: 'Regenerate QR code?',
      children: (
        <Text size="sm">
          {student.fullName} gets a new QR code. ID cards printed before will no longer scan for
          attendance, so print and hand out a new card.
        </Text>
      ),
      labels: { confirm: 'Regenerate QR', cancel: 'Cancel' },
      confirmProps: { color: 'orange' },
      onConfirm: () =>
        regenerate.mutate(student._id, {
          onSuccess: (result) => notifySuccess(result.message || STUDENT_MESSAGES.qrRegenerated),
          onError: (error) =>
            notifyError(errorMessage(error, 'Failed to regenerate QR code'), {
              title: 'Failed to regenerate QR code',
            }),
        }),
    });

  return (
    <Button
      variant="light"
      color="orange"
      leftSection={<IconRefresh size={16} aria-hidden />}
      loading={regenerate.isPending}
      onClick={confirm}
    >
      Regenerate QR
    </Button>
  );
}
