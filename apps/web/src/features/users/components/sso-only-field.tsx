import { Controller, type Control, type UseFormClearErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DescribedSwitch } from '@/components/ui/described-inline-input';
import type { UserFormValues } from './user-form';

type SsoOnlyFieldProps<Output> = {
  control: Control<UserFormValues, unknown, Output>;
  clearErrors: UseFormClearErrors<UserFormValues>;
  /** An administrator keeps a password (the way in when the provider is down): off, and why. */
  isAdministrator: boolean;
  error: string | undefined;
};

/** "Single sign-on only" (issue 42): the account's password, if any, is refused. */
export function SsoOnlyField<Output>(props: SsoOnlyFieldProps<Output>) {
  const { control, clearErrors, isAdministrator, error } = props;
  const { t: tc } = useTranslation('contract');
  return (
    <Controller
      control={control}
      name="ssoOnly"
      render={({ field: { value, onChange, ...rest } }) => (
        <DescribedSwitch
          {...rest}
          label={tc('sso.ssoOnlyLabel')}
          description={isAdministrator ? tc('sso.ssoOnlyAdmin') : tc('sso.ssoOnlyHelp')}
          disabled={isAdministrator}
          checked={value && !isAdministrator}
          onChange={(event) => {
            clearErrors(['ssoOnly', 'password']);
            onChange(event.currentTarget.checked);
          }}
          error={error}
        />
      )}
    />
  );
}
