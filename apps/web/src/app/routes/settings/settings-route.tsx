import { DatesProvider } from '@mantine/dates';
// The calendars' month and day names in the screens' language (English is dayjs's own).
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import { useTranslation } from 'react-i18next';
import { SchoolInformation } from '@/features/settings/components/school-information';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { currentLanguage } from '@/i18n/language';
import { useCurrentUser } from '@/lib/auth';
import { settingsCategoriesFor } from './settings-categories';

export function SettingsRoute() {
  const user = useCurrentUser();
  // Subscribes to language changes, so the calendars follow a switch made on this screen.
  useTranslation();
  if (user.role !== 'admin') return <SchoolInformation />;
  return (
    <DatesProvider settings={{ locale: currentLanguage() }}>
      <SettingsScreen categories={settingsCategoriesFor(user.isDistrictAdmin)} />
    </DatesProvider>
  );
}
