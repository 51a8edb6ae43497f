import { Menu } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@rollcall/contract/languages';
import { notifications } from '@mantine/notifications';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '@/i18n/language';
import { useSaveLanguage } from '@/i18n/use-save-language';
import { useUser } from '@/lib/auth';
import { ChoiceItem, HeaderMenu } from './header-menu';

type LanguageMenuProps = {
  /**
   * Whether the choice is saved to the signed-in user's profile too. The gate kiosk says no: it
   * speaks for a device, never for whoever may be signed in on the same browser.
   */
  saveToProfile?: boolean;
  /** The language's code alone, without the icon: a phone's header has no room to spare. */
  isCompact?: boolean;
};

/**
 * The language menu (the header, the sign-in page, the gate kiosk): each language named in itself,
 * the current one ticked. Without a signed-in user it only switches the screens (and remembers the
 * choice in this browser): there is no profile to save it to.
 */
export function LanguageMenu({ saveToProfile = true, isCompact = false }: LanguageMenuProps) {
  const { t } = useTranslation();
  const saveLanguage = useSaveLanguage();
  const { data: user } = useUser();
  const current = currentLanguage();

  const choose = (language: Language) => {
    if (language === current) return;
    if (!saveToProfile || !user) {
      void switchLanguage(language);
      return;
    }
    saveLanguage.mutate(language, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: t('language.saveFailed', { reason: error.message }),
        }),
    });
  };

  return (
    <HeaderMenu
      width={180}
      leftSection={isCompact ? null : <IconLanguage size={18} stroke={1.6} aria-hidden />}
      // The name starts with the visible code (WCAG 2.5.3): a speech user says what they see,
      // and axe 4.14 reads no text in parentheses as part of the name.
      label={t('language.current', {
        language: LANGUAGE_NAMES[current],
        code: current.toUpperCase(),
      })}
      text={current.toUpperCase()}
    >
      <Menu.Label>{t('fields.language')}</Menu.Label>
      {LANGUAGES.map((language) => (
        <ChoiceItem
          key={language}
          lang={language}
          isCurrent={language === current}
          onClick={() => choose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </ChoiceItem>
      ))}
    </HeaderMenu>
  );
}
