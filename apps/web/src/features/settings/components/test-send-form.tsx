import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { TestNotificationBodySchema } from '@rollcall/contract/absentee';
import type { Language } from '@rollcall/contract/languages';
import { IconSend } from '@tabler/icons-react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formResolver } from '@/lib/form-resolver';
import { useSendTestMessage, type TestSendBody } from '../api/send-test-notification';

type TestSendValues = { testEmail: string; testPhone: string };

const FIELD_NAMES: readonly Path<TestSendValues>[] = ['testEmail', 'testPhone'];

type TestSendFormProps = {
  language: Language;
  /** What is sent: the plain test message unless another sample (a nudge) is given. */
  useSend?: typeof useSendTestMessage;
  title?: string;
  description?: string;
};

/**
 * Sends a test message now through the configured providers, in `language` (the templates' shown
 * above); the toast gives the server's word.
 */
export function TestSendForm({
  language,
  useSend = useSendTestMessage,
  ...texts
}: TestSendFormProps) {
  const { t } = useTranslation(['settings', 'common']);
  const { t: tc } = useTranslation('contract');
  const sendTest = useSend();
  const form = useForm<TestSendValues, unknown, TestSendBody>({
    resolver: formResolver<TestSendValues>()(TestNotificationBodySchema),
    defaultValues: { testEmail: '', testPhone: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await sendTest.mutateAsync({ ...body, language });
      // The server says whether the test left or stayed in the outbox.
      notifySuccess(result.message || tc('absentee.testSent'));
    } catch (error) {
      if (!applyFieldErrors(error, FIELD_NAMES, form.setError)) {
        notifyError(errorMessage(error, tc('absentee.testFailed')));
      }
    }
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={texts.title ?? t('testSend.title')}
      >
        <Stack gap="sm">
          <div>
            <Title order={3} size="h4">
              {texts.title ?? t('testSend.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {texts.description ?? t('testSend.description')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('testSend.language', { language: tc(`languages.${language}`) })}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('testSend.email')}
              description={t('testSend.emailHint')}
              type="email"
              required
              autoComplete="email"
              error={errors.testEmail?.message}
              {...form.register('testEmail')}
            />
            <TextInput
              label={t('testSend.phone')}
              description={t('common:phoneHint')}
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
            {t('testSend.send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
