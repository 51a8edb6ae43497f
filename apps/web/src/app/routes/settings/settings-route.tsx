import { SchoolInformation } from '@/features/settings/components/school-information';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { useCurrentUser } from '@/lib/auth';
import { SETTINGS_CATEGORIES } from './settings-categories';

export function SettingsRoute() {
  const user = useCurrentUser();
  if (user.role !== 'admin') return <SchoolInformation />;
  return <SettingsScreen categories={SETTINGS_CATEGORIES} />;
}
