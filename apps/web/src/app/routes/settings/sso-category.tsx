import { useTranslation } from 'react-i18next';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { SsoProviderSettings } from '@/features/sso/components/sso-provider-settings';

/** Sign-in providers (issue 42), a district administrator's, in the settings' own panel. */
export function SsoCategory() {
  const { t } = useTranslation(['settings', 'sso']);
  return (
    <SettingsSection title={t('categories.ssoProviders')} description={t('sso:description')}>
      <SsoProviderSettings />
    </SettingsSection>
  );
}
