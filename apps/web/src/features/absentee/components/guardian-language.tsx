import { Text } from '@mantine/core';
import type { Language } from '@rollcall/contract/languages';
import { useTranslation } from 'react-i18next';

/**
 * The language a guardian's messages go out in, where they have one of their own: without it
 * they get the school's default, which needs no saying.
 */
export function GuardianLanguage({ language }: { language: Language | undefined }) {
  const { t } = useTranslation('absentee');
  const { t: tc } = useTranslation('contract');
  if (!language) return null;
  return (
    <Text size="xs" c="dimmed">
      {t('absent.guardianLanguage', { language: tc(`languages.${language}`) })}
    </Text>
  );
}
