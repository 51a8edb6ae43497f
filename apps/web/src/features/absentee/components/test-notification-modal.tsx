import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { TestNotificationBodySchema } from '@rollcall/contract/absentee';
import { IconTestPipe } from '@tabler/icons-react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formResolver } from '@/lib/form-resolver';
import { useSendTestNotification, type TestNotificationBody } from '../api/send-test-notification';
import { absenteeToast } from './absentee-toast';

type TestFormValues = { testEmail: string; testPhone: string };

const FIELD_NAMES: readonly Path<TestFormValues>[] = ['testEmail', 'testPhone'];
const EMPTY: TestFormValues = { testEmail: '', testPhone: '' };

type TestNotificationModalProps = { opened: boolean; onClose: () => void };

/** Kept mounted, so that what was typed survives Cancel; a successful test clears it. */
export function TestNotificationModal({ opened, onClose }: TestNotificationModalProps) {
  const { t } = useTranslation(['absentee', 'common']);
  const { t: tc } = useTranslation('contract');
  const sendTest = useSendTestNotification();
  const form = useForm<TestFormValues, unknown, TestNotificationBody>({
    resolver: formResolver<TestFormValues>()(TestNotificationBodySchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const field = (name: Path<TestFormValues>) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await sendTest.mutateAsync(body);
      // The server's wording is preferred for test calls: it says when nothing left the outbox.
      absenteeToast.success(result.message || tc('absentee.testSent'));
      form.reset(EMPTY);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, FIELD_NAMES, form.setError)) {
        absenteeToast.failure('testFailed', error);
      }
    }
  });

  const close = () => {
    form.clearErrors();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('test.title')} centered keepMounted>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('test.intro')}</Text>
          <TextInput
            label={t('test.email')}
            type="email"
            required
            autoComplete="email"
            data-autofocus
            error={errors.testEmail?.message}
            {...field('testEmail')}
          />
          <TextInput
            label={t('test.phone')}
            description={t('common:phoneHint')}
            type="tel"
            autoComplete="tel"
            error={errors.testPhone?.message}
            {...field('testPhone')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close} disabled={sendTest.isPending}>
              {t('common:cancel')}
            </Button>
            <Button
              type="submit"
              loading={sendTest.isPending}
              leftSection={<IconTestPipe size={16} aria-hidden />}
            >
              {t('test.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
