import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Student } from '@rollcall/contract/students';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useRegenerateStudentQr } from '../../api/regenerate-student-qr';

/** Issues a new QR code after a confirmation: every card printed before stops scanning. */
export function RegenerateQrButton({ student }: { student: Student }) {
  const { t } = useTranslation(['students', 'common']);
  const { t: tc } = useTranslation('contract');
  const regenerate = useRegenerateStudentQr();

  const confirm = () =>
    modals.openConfirmModal({
      title: t('regenerate.title'),
      children: <Text size="sm">{t('regenerate.warning', { name: student.fullName })}</Text>,
      labels: { confirm: t('regenerate.button'), cancel: t('common:cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: () =>
        regenerate.mutate(student._id, {
          onSuccess: (result) => notifySuccess(result.message || tc('students.qrRegenerated')),
          onError: (error) =>
            notifyError(errorMessage(error, t('regenerate.failed')), {
              title: t('regenerate.failed'),
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
      {t('regenerate.button')}
    </Button>
  );
}
