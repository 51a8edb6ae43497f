import { Button, Group, Stack, Text } from '@mantine/core';
import {
  DisableTwoFactorBodySchema,
  type DisableTwoFactorBody,
} from '@rollcall/contract/two-factor';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formResolver } from '@/lib/form-resolver';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { PasswordAndCodeFields, type PasswordAndCode } from './password-and-code-fields';

type DisableValues = Required<PasswordAndCode>;
const FIELD_NAMES: readonly Path<DisableValues>[] = ['password', 'code'];

/** Turning two-factor sign-in off: the password and a code (or a recovery code) again. */
export function DisableTwoFactorForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['profile', 'common']);
  const disable = useDisableTwoFactor();
  const form = useForm({
    resolver: formResolver<DisableValues>()(DisableTwoFactorBodySchema),
    defaultValues: { password: '', code: '' },
    reValidateMode: 'onSubmit',
  });

  const submit = form.handleSubmit(async (body: DisableTwoFactorBody) => {
    try {
      const result = await disable.mutateAsync(body);
      notifySuccess(result.message);
      onDone();
    } catch (error) {
      if (applyFieldErrors(error, FIELD_NAMES, form.setError)) return;
      notifyError(errorMessage(error, t('disableTwoFactor.failed')));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('disableTwoFactor.intro')}
        </Text>
        <PasswordAndCodeFields form={form} hasCode />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onDone} disabled={disable.isPending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" color="red" loading={disable.isPending}>
            {t('disableTwoFactor.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
