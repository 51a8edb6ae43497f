import { Alert, Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { AbsentStudent } from '@rollcall/contract/attendance';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { formatDay } from '../utils/absentee-format';
import { AbsentStudentCards } from './absent-student-cards';
import { AbsentStudentsTable } from './absent-students-table';
import { absenteeToast } from './absentee-toast';
import { SendNotificationsModal } from './send-notifications-modal';

type AbsentStudentsPanelProps = {
  date: string;
  today: string;
  students: AbsentStudent[];
  isLoading: boolean;
  error: unknown;
  canManage: boolean;
};

/** The absent list with its selection; mounted per date, so a new date starts unselected. */
export function AbsentStudentsPanel(props: AbsentStudentsPanelProps) {
  const { t } = useTranslation('absentee');
  const { t: tc } = useTranslation('contract');
  const { students, canManage } = props;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [recipients, setRecipients] = useState<AbsentStudent[] | null>(null);
  const [customMessage, setCustomMessage] = useState('');
  const isPhone = useMediaQuery('(max-width: 47.99em)') === true;
  // A student who checked in since disappears from the list, and from the selection.
  const selectedStudents = students.filter((student) => selected.has(student._id));
  const isAllSelected = students.length > 0 && selectedStudents.length === students.length;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected(isAllSelected ? new Set() : new Set(students.map((student) => student._id)));

  const notifySelected = () => {
    if (selectedStudents.length === 0) {
      absenteeToast.warning(tc('absentee.selectStudents'));
      return;
    }
    setRecipients(selectedStudents);
  };

  const afterSend = () => {
    setSelected(new Set());
    setCustomMessage('');
    setRecipients(null);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="absent-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Title order={3} size="h5" id="absent-title">
              {t('absent.title', { date: formatDay(props.date) })}
            </Title>
            {props.isLoading ? null : (
              <Badge tt="none" color="red" variant="light" aria-live="polite">
                {t('absent.absentCount', { total: students.length })}
              </Badge>
            )}
          </Group>
          {canManage ? (
            <Group gap="xs">
              <Button
                variant="default"
                size="sm"
                disabled={students.length === 0}
                onClick={toggleAll}
              >
                {isAllSelected ? t('absent.deselectAll') : t('absent.selectAll')}
              </Button>
              <Button
                size="sm"
                leftSection={<IconSend size={16} aria-hidden />}
                onClick={notifySelected}
              >
                {t('absent.notifySelected', { selected: selectedStudents.length })}
              </Button>
            </Group>
          ) : null}
        </Group>
        {props.error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(props.error, tc('absentee.loadFailed'))}
          </Alert>
        ) : null}
        {isPhone ? (
          <AbsentStudentCards
            students={students}
            isLoading={props.isLoading}
            canManage={canManage}
            selectedIds={selected}
            onToggle={toggle}
            onNotify={(student) => setRecipients([student])}
          />
        ) : (
          <AbsentStudentsTable
            students={students}
            isLoading={props.isLoading}
            canManage={canManage}
            selectedIds={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onNotify={(student) => setRecipients([student])}
          />
        )}
      </Stack>
      {canManage ? (
        <SendNotificationsModal
          students={recipients}
          date={props.date}
          today={props.today}
          customMessage={customMessage}
          onCustomMessageChange={setCustomMessage}
          onClose={() => setRecipients(null)}
          onSent={afterSend}
        />
      ) : null}
    </Paper>
  );
}
