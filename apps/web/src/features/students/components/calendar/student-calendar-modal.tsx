import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Student } from '@rollcall/contract/students';
import { useTranslation } from 'react-i18next';
import { StudentAttendanceCalendar } from '@/components/attendance-calendar/student-attendance-calendar';

const DIALOG_WIDTH = 1180;

type StudentCalendarModalProps = { student: Student | null; onClose: () => void };

/** The student's school year day by day (issue 26), full screen on a phone. */
export function StudentCalendarModal({ student, onClose }: StudentCalendarModalProps) {
  const { t } = useTranslation('students');
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={student !== null}
      onClose={onClose}
      title={student ? t('calendarModal.title', { name: student.fullName }) : ''}
      size={DIALOG_WIDTH}
      fullScreen={isPhone}
    >
      {student ? <StudentAttendanceCalendar studentId={student._id} /> : null}
    </Modal>
  );
}
