import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

/** A password input whose show/hide toggle can be reached and read from the keyboard. */
export function PasswordInputWithToggle(props: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={isVisible}
      onVisibilityChange={setIsVisible}
      visibilityToggleButtonProps={{
        'aria-label': isVisible ? 'Hide password' : 'Show password',
        tabIndex: 0,
      }}
    />
  );
}
