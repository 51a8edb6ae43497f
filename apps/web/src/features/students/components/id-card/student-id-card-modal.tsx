import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Student } from '@rollcall/contract/students';
import { IconAlertCircle, IconPrinter } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ID_CARD_SIZE, IdCard } from '@/components/id-card/id-card';
import { ScaledCardFrame } from '@/components/id-card/scaled-card-frame';
import { notifyError } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useSchoolName } from '@/lib/school-info';
import { useStudentQr } from '@/lib/student-qr';
import { RegenerateQrButton } from './regenerate-qr-button';
import { printIdCard } from './print-id-card';

const MODAL_PADDING_PX = 16;
const CARD = ID_CARD_SIZE['student-list'];

type StudentIdCardModalProps = {
  student: Student | null;
  canManage: boolean;
  onClose: () => void;
};

export function StudentIdCardModal({ student, canManage, onClose }: StudentIdCardModalProps) {
  const { t } = useTranslation(['students', 'common', 'contract']);
  return (
    <Modal
      opened={student !== null}
      onClose={onClose}
      title={t('cardModal.title')}
      size={CARD.width + MODAL_PADDING_PX * 2}
      padding={MODAL_PADDING_PX}
    >
      {student ? <CardContent student={student} canManage={canManage} onClose={onClose} /> : null}
    </Modal>
  );
}

function CardContent({
  student,
  canManage,
  onClose,
}: StudentIdCardModalProps & { student: Student }) {
  const { t } = useTranslation(['students', 'common', 'contract']);
  const { t: tc } = useTranslation('contract');
  const schoolName = useSchoolName();
  const qr = useStudentQr(student._id);
  const cardRef = useRef<HTMLDivElement>(null);

  const print = () => {
    if (!cardRef.current) return;
    const title = t('common:card.printTitle', { studentId: student.studentId });
    if (!printIdCard(cardRef.current, title)) {
      notifyError(t('cardModal.allowPopups'), { title: t('contract:idCards.printFailed') });
    }
  };

  return (
    <Stack gap="md">
      <ScaledCardFrame width={CARD.width} height={CARD.height}>
        <IdCard
          ref={cardRef}
          student={student}
          design={{ template: 'student-list', schoolName }}
          qr={{
            image: qr.data?.qrCodeImage,
            placeholder: qr.isError ? t('cardModal.qrUnavailable') : t('cardModal.qrLoading'),
          }}
        />
      </ScaledCardFrame>
      {qr.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{errorMessage(qr.error, t('cardModal.qrFailed'))}</Text>
            <Button size="xs" variant="default" onClick={() => void qr.refetch()}>
              {t('common:retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm">
        {canManage ? <RegenerateQrButton student={student} /> : <span />}
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cardModal.close')}
          </Button>
          <Button
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={print}
            disabled={!qr.data}
          >
            {tc('idCards.printCard')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
