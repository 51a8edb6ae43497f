import { DatesProvider } from '@mantine/dates';
// The calendars' month and day names in the screens' language (English is dayjs's own).
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { SchoolInformation } from '@/features/settings/components/school-information';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { SETTINGS_CATEGORY_PARAM, SSO_TEST_PARAM } from '@/config/navigation';
import { currentLanguage } from '@/i18n/language';
import { useCurrentUser } from '@/lib/auth';
import { settingsCategoriesFor } from './settings-categories';

export function SettingsRoute() {
  const user = useCurrentUser();
  // Subscribes to language changes, so the calendars follow a switch made on this screen.
  useTranslation();
  const [searchParams] = useSearchParams();
  if (user.role !== 'admin') return <SchoolInformation />;
  // A test sign-in's tab came back: the sign-in providers open and show how it ended.
  const testedProvider = searchParams.get(SSO_TEST_PARAM);
  if (testedProvider) {
    return (
      <Navigate
        to={{ search: `?${SETTINGS_CATEGORY_PARAM}=ssoProviders` }}
        state={{ [SSO_TEST_PARAM]: testedProvider }}
        replace
      />
    );
  }
  return (
    <DatesProvider settings={{ locale: currentLanguage() }}>
      <SettingsScreen categories={settingsCategoriesFor(user.isDistrictAdmin)} />
    </DatesProvider>
  );
}
