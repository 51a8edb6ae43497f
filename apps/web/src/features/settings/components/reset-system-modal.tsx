import { Text, TextInput } from '@mantine/core';
import { ResetBodySchema } from '@rollcall/contract/system';
import { useForm, type Path } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { DangerousActionDialog } from '@/components/ui/dangerous-action-dialog';
import { useMutationDialogForm } from '@/hooks/use-mutation-dialog-form';
import { formResolver } from '@/lib/form-resolver';
import { useSchoolName } from '@/lib/school-info';
import { useResetSystem } from '../api/reset-system';

const ERASED = ['students', 'attendance', 'notifications', 'reports'] as const;

type ResetValues = { schoolName: string; password: string };
const FIELD_NAMES: readonly Path<ResetValues>[] = ['schoolName', 'password'];

type ResetSystemModalProps = { opened: boolean; onClose: () => void };

/** Reset System: the admin types the school's name and their password; the server checks both. */
export function ResetSystemModal({ opened, onClose }: ResetSystemModalProps) {
  const { t } = useTranslation(['settings', 'common']);
  const schoolName = useSchoolName();
  const reset = useResetSystem();
  const form = useForm({
    resolver: formResolver<ResetValues>()(ResetBodySchema),
    defaultValues: { schoolName: '', password: '' },
  });
  const { errors } = form.formState;
  const dialog = useMutationDialogForm({
    form,
    mutation: reset,
    send: (body) => reset.mutateAsync(body),
    fieldNames: FIELD_NAMES,
    failedMessage: t('reset.failed'),
    onClose,
  });

  return (
    <DangerousActionDialog
      opened={opened}
      title={t('reset.title')}
      warning={t('reset.warning')}
      erasedIntro={t('reset.erasedIntro')}
      erased={ERASED.map((item) => t(`reset.erased.${item}`))}
      fields={
        <TextInput
          label={t('common:fields.schoolName')}
          description={
            <Trans
              t={t}
              i18nKey="reset.schoolNameHint"
              values={{ schoolName }}
              components={{ name: <strong /> }}
            />
          }
          autoComplete="off"
          error={errors.schoolName?.message}
          required
          {...form.register('schoolName')}
        />
      }
      password={form.register('password')}
      passwordError={errors.password?.message}
      submitLabel={t('reset.submit')}
      dialog={dialog}
    >
      <Text size="sm" mt={6}>
        {t('reset.kept')}
      </Text>
    </DangerousActionDialog>
  );
}
