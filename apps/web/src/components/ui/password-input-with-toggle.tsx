import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide toggle can be reached and read from the keyboard. */
export function PasswordInputWithToggle(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={isVisible}
      onVisibilityChange={setIsVisible}
      visibilityToggleButtonProps={{
        'aria-label': isVisible ? t('password.hide') : t('password.show'),
        tabIndex: 0,
      }}
    />
  );
}
