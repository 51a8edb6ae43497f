import { TextInput } from '@mantine/core';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInputWithToggle } from '@/components/ui/password-input-with-toggle';

/** A form that asks who you are again: the password, and a code when two-factor sign-in is on. */
export type PasswordAndCode = { password: string; code?: string };

type PasswordAndCodeFieldsProps<Values extends PasswordAndCode> = {
  form: UseFormReturn<Values>;
  /** The authenticator's code (or a recovery code) is asked too. */
  hasCode: boolean;
  /** The password field takes the focus when the dialog opens. */
  isAutoFocused?: boolean;
};

/**
 * The password and the two-factor code, as confirming a dangerous action and turning two-factor
 * sign-in off ask for them: each field's server message on the field, cleared as it is typed in.
 */
export function PasswordAndCodeFields<Values extends PasswordAndCode>({
  form,
  hasCode,
  isAutoFocused,
}: PasswordAndCodeFieldsProps<Values>) {
  const { t } = useTranslation(['profile', 'common']);
  // Both names are the form's own (Values extends PasswordAndCode); TypeScript cannot see through
  // react-hook-form's paths of a type parameter.
  const errors = form.formState.errors as FieldErrors<PasswordAndCode>;
  const field = (name: keyof PasswordAndCode) => {
    const path = name as Path<Values>;
    return form.register(path, { onChange: () => form.clearErrors(path) });
  };
  return (
    <>
      <PasswordInputWithToggle
        label={t('common:fields.password')}
        autoComplete="current-password"
        required
        data-autofocus={isAutoFocused || undefined}
        error={errors.password?.message}
        {...field('password')}
      />
      {hasCode ? (
        <TextInput
          label={t('disableTwoFactor.code')}
          autoComplete="one-time-code"
          spellCheck={false}
          required
          error={errors.code?.message}
          {...field('code')}
        />
      ) : null}
    </>
  );
}
