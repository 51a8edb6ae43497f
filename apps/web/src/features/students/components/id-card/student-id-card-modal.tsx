import { Alert, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Student } from '@rollcall/contract/students';
import { IconAlertCircle, IconPrinter } from '@tabler/icons-react';
import { useRef } from 'react';
import { notifyError } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useSchoolName } from '../../api/get-school-info';
import { useStudentQr } from '../../api/get-student-qr';
import { RegenerateQrButton } from './regenerate-qr-button';
import { printIdCard } from './print-id-card';
import { StudentIdCard } from './student-id-card';

type StudentIdCardModalProps = {
  student: Student | null;
  canManage: boolean;
  onClose: () => void;
};

export function StudentIdCardModal({ student, canManage, onClose }: StudentIdCardModalProps) {
  return (
    <Modal opened={student !== null} onClose={onClose} title="Student ID Card" size="auto">
      {student ? <CardContent student={student} canManage={canManage} onClose={onClose} /> : null}
    </Modal>
  );
}

function CardContent({
  student,
  canManage,
  onClose,
}: StudentIdCardModalProps & { student: Student }) {
  const schoolName = useSchoolName();
  const qr = useStudentQr(student._id);
  const cardRef = useRef<HTMLDivElement>(null);

  const print = () => {
    if (!cardRef.current) return;
    const isOpened = printIdCard(cardRef.current, `ID Card ${student.studentId}`);
    if (!isOpened) {
      notifyError('Allow pop-up windows for this site to print the card.', {
        title: 'Failed to print ID card',
      });
    }
  };

  return (
    <Stack gap="md">
      <Box style={{ overflowX: 'auto' }} pb={4}>
        <StudentIdCard
          ref={cardRef}
          student={student}
          schoolName={schoolName}
          qrCodeImage={qr.data?.qrCodeImage}
          qrPlaceholder={qr.isError ? 'QR code unavailable' : 'Loading QR code…'}
        />
      </Box>
      {qr.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{errorMessage(qr.error, 'Failed to get QR code')}</Text>
            <Button size="xs" variant="default" onClick={() => void qr.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm">
        {canManage ? <RegenerateQrButton student={student} /> : <span />}
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={print}
            disabled={!qr.data}
          >
            Print ID Card
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
