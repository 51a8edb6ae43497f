import { NativeSelect, Paper } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@rollcall/contract/languages';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { currentLanguage } from '@/i18n/language';
import { useSaveLanguage } from '@/i18n/use-save-language';

/** Each language in its own name: whoever cannot read the current one still finds theirs. */
const OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/**
 * The signed-in person's language: the screens switch at once and the choice is saved to their
 * profile (the header's language menu does the same), so the server writes to them in it too.
 */
export function LanguageSelect() {
  // The common namespace holds the language menu's toasts, shared with the header.
  const { t } = useTranslation(['profile', 'common']);
  const saveLanguage = useSaveLanguage();
  const current = currentLanguage();

  return (
    <Paper withBorder radius="md" p="lg" component="section">
      <NativeSelect
        label={t('common:fields.language')}
        description={t('profile:language.description')}
        data={OPTIONS}
        value={current}
        maw={360}
        disabled={saveLanguage.isPending}
        onChange={(event) => {
          const language = event.currentTarget.value;
          if (!isLanguage(language) || language === current) return;
          saveLanguage.mutate(language, {
            // Said in the language just chosen: the screens have switched by then.
            onSuccess: () =>
              notifySuccess(
                t('common:language.changed', {
                  language: LANGUAGE_NAMES[language],
                  lng: language,
                }),
              ),
            onError: (error) =>
              notifyError(t('common:language.saveFailed', { reason: error.message })),
          });
        }}
      />
    </Paper>
  );
}
