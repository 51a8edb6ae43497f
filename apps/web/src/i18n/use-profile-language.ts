import { useEffect } from 'react';
import { useUser } from '@/lib/auth';
import { useSchoolInfo } from '@/lib/school-info';
import { browserLanguage, storedLanguage } from './detect-language';
import { switchLanguage } from './language';

/**
 * Once someone is signed in, the screens follow their saved language; without one, the language
 * already chosen in this browser or named by it stays, and only failing both, the school's default.
 */
export function useProfileLanguage(): void {
  const { data: user } = useUser();
  const { data: school } = useSchoolInfo();
  const chosen = user?.language ?? storedLanguage() ?? browserLanguage() ?? school?.defaultLanguage;
  useEffect(() => {
    if (chosen) void switchLanguage(chosen);
  }, [chosen]);
}
