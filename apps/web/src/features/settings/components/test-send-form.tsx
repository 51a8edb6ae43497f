import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { ABSENTEE_MESSAGES, TestNotificationBodySchema } from '@rollcall/contract/absentee';
import { IconSend } from '@tabler/icons-react';
import { useForm, type Path } from 'react-hook-form';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formResolver } from '@/lib/form-resolver';
import { useSendTestMessage, type TestSendBody } from '../api/send-test-notification';

type TestSendValues = { testEmail: string; testPhone: string };

const FIELD_NAMES: readonly Path<TestSendValues>[] = ['testEmail', 'testPhone'];

/** Sends a test message now through the configured providers; the toast gives the server's word. */
export function TestSendForm() {
  const sendTest = useSendTestMessage();
  const form = useForm<TestSendValues, unknown, TestSendBody>({
    resolver: formResolver<TestSendValues>()(TestNotificationBodySchema),
    defaultValues: { testEmail: '', testPhone: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await sendTest.mutateAsync(body);
      // The server says whether the test left or stayed in the outbox.
      notifySuccess(result.message || ABSENTEE_MESSAGES.testSent);
    } catch (error) {
      if (!applyFieldErrors(error, FIELD_NAMES, form.setError)) {
        notifyError(errorMessage(error, ABSENTEE_MESSAGES.testFailed));
      }
    }
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Send a test message">
        <Stack gap="sm">
          <div>
            <Title order={3} size="h4">
              Send a test message
            </Title>
            <Text size="sm" c="dimmed">
              A test e-mail, and a test SMS when a phone number is given, sent straight away. Each
              appears in the Delivery log on Absentee Management.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Test e-mail address"
              description="Where the test e-mail goes"
              type="email"
              required
              autoComplete="email"
              error={errors.testEmail?.message}
              {...form.register('testEmail')}
            />
            <TextInput
              label="Test phone (optional)"
              description="With the country code, e.g. +15550102000"
              type="tel"
              autoComplete="tel"
              error={errors.testPhone?.message}
              {...form.register('testPhone')}
            />
          </SimpleGrid>
          <Button
            type="submit"
            loading={sendTest.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            Send test
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
