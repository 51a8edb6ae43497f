import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ConfirmIdentityBodySchema } from '@rollcall/contract/profile';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/components/ui/notify';
import { setConfirmationHandler } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { getMeQueryOptions } from '@/lib/auth';
import { formResolver } from '@/lib/form-resolver';
import { useConfirmIdentity } from '../api/confirm-identity';
import { PasswordAndCodeFields, type PasswordAndCode } from './password-and-code-fields';

/** `code` stays undefined unless the field is shown (two-factor sign-in on). */
const FIELD_NAMES: readonly Path<PasswordAndCode>[] = ['password', 'code'];

/**
 * Asks for the password (and a code, with two-factor sign-in on) when a dangerous action was
 * refused for want of a recent confirmation; the action is then sent again by the API client.
 * Mounted once, for every screen.
 */
export function ConfirmIdentityDialog() {
  const { t } = useTranslation(['profile', 'common']);
  // From the cache alone: mounted on every page, the gate's included, it must not ask the server.
  const { data: user } = useQuery({ ...getMeQueryOptions(), enabled: false });
  const confirm = useConfirmIdentity();
  // Answers the API client's question; set while the dialog is open.
  const [settle, setSettle] = useState<(isConfirmed: boolean) => void>();
  const form = useForm({
    resolver: formResolver<PasswordAndCode>()(ConfirmIdentityBodySchema),
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
  });

  useEffect(() => {
    setConfirmationHandler(
      () =>
        new Promise<boolean>((resolve) => {
          form.reset();
          setSettle(() => resolve);
        }),
    );
    return () => setConfirmationHandler(() => Promise.resolve(false));
  }, [form]);

  const close = (isConfirmed: boolean) => {
    settle?.(isConfirmed);
    setSettle(undefined);
  };

  const submit = form.handleSubmit(async ({ password, code }) => {
    try {
      await confirm.mutateAsync({ password, ...(code ? { code } : {}) });
      close(true);
    } catch (error) {
      if (applyFieldErrors(error, FIELD_NAMES, form.setError)) return;
      notifyError(errorMessage(error, t('confirmIdentity.failed')));
    }
  });

  return (
    <Modal
      opened={settle !== undefined}
      onClose={() => close(false)}
      title={t('confirmIdentity.title')}
      centered
      // Above the dialog whose action asked for it (Mantine's are at 200), below the toasts.
      zIndex={400}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('confirmIdentity.intro')}
          </Text>
          <PasswordAndCodeFields
            form={form}
            hasCode={user?.twoFactorEnabled === true}
            isAutoFocused
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => close(false)} disabled={confirm.isPending}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              {t('confirmIdentity.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
