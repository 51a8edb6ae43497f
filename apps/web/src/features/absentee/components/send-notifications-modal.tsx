import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { CUSTOM_MESSAGE_MAX, SendNotificationBodySchema } from '@rollcall/contract/absentee';
import type { AbsentStudent } from '@rollcall/contract/attendance';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageForScreen } from '@/i18n/language';
import { useSendNotifications } from '../api/send-notifications';
import { countOf, deliveryDetails, formatDay } from '../utils/absentee-format';
import { absenteeToast } from './absentee-toast';

const NAMES_SHOWN = 5;

type SendNotificationsModalProps = {
  /** The students to notify; null when the modal is closed. */
  students: AbsentStudent[] | null;
  date: string;
  today: string;
  customMessage: string;
  onCustomMessageChange: (message: string) => void;
  onClose: () => void;
  onSent: () => void;
};

function useRecipientsText(students: AbsentStudent[] | null) {
  const { t } = useTranslation(['absentee', 'common']);
  if (!students) return '';
  const names = students.slice(0, NAMES_SHOWN).map((student) => student.fullName);
  const more = students.length - names.length;
  return more > 0 ? t('send.namesAndMore', { names: names.join(', '), more }) : names.join(', ');
}

export function SendNotificationsModal(props: SendNotificationsModalProps) {
  const { t } = useTranslation(['absentee', 'common']);
  const { t: tc } = useTranslation('contract');
  const { students, customMessage } = props;
  const recipients = useRecipientsText(students);
  const send = useSendNotifications();
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (!students) return;
    const parsed = SendNotificationBodySchema.safeParse({
      studentIds: students.map((student) => student._id),
      customMessage,
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message === undefined ? undefined : messageForScreen(message));
      return;
    }
    try {
      const result = await send.mutateAsync(parsed.data);
      absenteeToast.success(tc('absentee.notificationsSent', { count: result.students }));
      const details = deliveryDetails(result);
      if (details) absenteeToast.info(details);
      props.onSent();
    } catch (failure) {
      absenteeToast.failure('sendFailed', failure);
    }
  };

  const close = () => {
    setError(undefined);
    props.onClose();
  };

  return (
    <Modal opened={students !== null} onClose={close} title={t('send.title')} size="lg" centered>
      {students ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              {t('send.notifyOf')} <b>{countOf('students', students.length)}</b>
              {t('send.recipients', { names: recipients })}
            </Text>
            {props.date === props.today ? null : (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
                {t('send.otherDay', { date: formatDay(props.date), today: formatDay(props.today) })}
              </Alert>
            )}
            <Textarea
              label={t('send.customLabel')}
              description={tc('absentee.customMessageHelp')}
              placeholder={t('send.customPlaceholder')}
              autosize
              minRows={4}
              maxRows={10}
              maxLength={CUSTOM_MESSAGE_MAX}
              value={customMessage}
              error={error}
              data-autofocus
              onChange={(event) => {
                setError(undefined);
                props.onCustomMessageChange(event.currentTarget.value);
              }}
            />
            <Text size="xs" c="dimmed" ta="right" aria-live="polite">
              {customMessage.length}/{CUSTOM_MESSAGE_MAX}
            </Text>
            <Text size="xs" c="dimmed">
              {t('send.notAgain')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={send.isPending}>
                {t('common:cancel')}
              </Button>
              <Button
                type="submit"
                loading={send.isPending}
                leftSection={<IconSend size={16} aria-hidden />}
              >
                {t('send.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
