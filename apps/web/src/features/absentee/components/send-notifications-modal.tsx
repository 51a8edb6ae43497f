import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  ABSENTEE_MESSAGES,
  CUSTOM_MESSAGE_MAX,
  SendNotificationBodySchema,
} from '@rollcall/contract/absentee';
import type { AbsentStudent } from '@rollcall/contract/attendance';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useSendNotifications } from '../api/send-notifications';
import { deliveryDetails, formatDay } from '../utils/absentee-format';
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

function recipientsText(students: AbsentStudent[]) {
  const names = students.slice(0, NAMES_SHOWN).map((student) => student.fullName);
  const more = students.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}

export function SendNotificationsModal(props: SendNotificationsModalProps) {
  const { students, customMessage } = props;
  const send = useSendNotifications();
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (!students) return;
    const parsed = SendNotificationBodySchema.safeParse({
      studentIds: students.map((student) => student._id),
      customMessage,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const result = await send.mutateAsync(parsed.data);
      absenteeToast.success(ABSENTEE_MESSAGES.notificationsSent(result.students));
      const details = deliveryDetails(result);
      if (details) absenteeToast.info(details);
      props.onSent();
    } catch (failure) {
      absenteeToast.failure(ABSENTEE_MESSAGES.sendFailed, failure);
    }
  };

  const close = () => {
    setError(undefined);
    props.onClose();
  };

  return (
    <Modal
      opened={students !== null}
      onClose={close}
      title="Send Absentee Notifications"
      size="lg"
      centered
    >
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
              Notify the guardians of{' '}
              <b>{students.length === 1 ? '1 student' : `${students.length} students`}</b>:{' '}
              {recipientsText(students)}. Guardians get an e‑mail where they have an address and an
              SMS where they have a phone number.
            </Text>
            {props.date === props.today ? null : (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
                You are looking at {formatDay(props.date)}, but messages go out now and are dated
                today ({formatDay(props.today)}). Write a custom message to speak of another day.
              </Alert>
            )}
            <Textarea
              label="Custom message (optional)"
              description={ABSENTEE_MESSAGES.customMessageHelp}
              placeholder="Leave empty to send the default absentee notification."
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
              A guardian already notified today on a channel is not notified again on it.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={send.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                loading={send.isPending}
                leftSection={<IconSend size={16} aria-hidden />}
              >
                Send Notifications
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
