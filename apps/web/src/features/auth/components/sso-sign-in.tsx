import { Alert, Button, Divider, Stack } from '@mantine/core';
import type { TextKey } from '@rollcall/contract/i18n/text-key';
import type { SsoOutcome } from '@rollcall/contract/sso';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SsoProviderIcon } from '@/components/ui/sso-provider-icon';
import { expectSessionCookie } from '@/lib/tokens';
import { useSignInProviders } from '../api/get-sso-providers';

/**
 * One link a provider, "Sign in with …", above the password form: a plain link to the server,
 * which sends the browser to the provider and back to the dashboard with the session's cookie.
 */
export function SsoSignInButtons() {
  const { t: tc } = useTranslation('contract');
  const { data: providers } = useSignInProviders();
  if (!providers?.length) return null;
  return (
    <Stack gap="md">
      <Stack gap="xs">
        {providers.map((provider) => (
          <Button
            key={provider.id}
            component="a"
            href={provider.startUrl}
            variant="default"
            size="md"
            fullWidth
            leftSection={<SsoProviderIcon kind={provider.kind} />}
            // A long name wraps rather than being cut (French on a phone).
            h="auto"
            mih={42}
            styles={{ label: { whiteSpace: 'normal', paddingBlock: 8, lineHeight: 1.3 } }}
            // The page that opens on the way back asks the cookie for the session.
            onClick={expectSessionCookie}
            onAuxClick={expectSessionCookie}
          >
            {tc('sso.signInWith', { name: provider.name })}
          </Button>
        ))}
      </Stack>
      <Divider label={tc('sso.signInOr')} labelPosition="center" />
    </Stack>
  );
}

/**
 * Why a provider sign-in came back here (`?sso=<outcome>`); anything not one of the contract's
 * outcomes is ignored. The outcomes load with the contract, after the page is drawn.
 */
export function SsoOutcomeAlert({ outcome }: { outcome: string | null }) {
  const { t: tc } = useTranslation('contract');
  const [text, setText] = useState<TextKey>();
  useEffect(() => {
    if (!outcome) return;
    let isCurrent = true;
    import('@rollcall/contract/sso')
      .then(({ SSO_OUTCOMES, SSO_OUTCOME_TEXT }) => {
        const known: readonly string[] = SSO_OUTCOMES;
        if (isCurrent && known.includes(outcome)) setText(SSO_OUTCOME_TEXT[outcome as SsoOutcome]);
      })
      // Offline before the contract loaded: the page still signs in with a password.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [outcome]);
  if (!text) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {tc(text)}
    </Alert>
  );
}
