import { Badge } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Whether a person signs in with two-factor authentication: in words and an icon, not colour alone. */
export function TwoFactorBadge({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      tt="none"
      variant="light"
      color={isEnabled ? 'green' : 'gray'}
      // Never squeezed into an ellipsis by a crowded table row.
      miw="max-content"
      leftSection={
        isEnabled ? (
          <IconShieldCheck size={12} aria-hidden />
        ) : (
          <IconShieldOff size={12} aria-hidden />
        )
      }
    >
      {isEnabled ? t('twoFactor.on') : t('twoFactor.off')}
    </Badge>
  );
}
