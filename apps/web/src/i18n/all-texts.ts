import type { Language } from '@rollcall/contract/languages';
import { COMMON_EN } from './common/en';
import { COMMON_ES } from './common/es';
import { COMMON_FR } from './common/fr';
import { CATALOGUE_PATH, catalogueOf, type TextTree } from './resources';

/**
 * Every language's web texts at once, for the tests that compare them (completeness,
 * duplicates). The app itself loads one namespace of one language at a time (resources.ts).
 */
const FEATURE_CATALOGUES = import.meta.glob<Readonly<Record<string, TextTree>>>(
  '../features/*/i18n/*.ts',
  { eager: true },
);

function featureTexts(language: Language): Record<string, TextTree> {
  const namespaces: Record<string, TextTree> = {};
  for (const [path, module] of Object.entries(FEATURE_CATALOGUES)) {
    const [, feature, fileLanguage] = CATALOGUE_PATH.exec(path) ?? [];
    if (!feature || fileLanguage !== language) continue;
    namespaces[feature] = catalogueOf(path, module);
  }
  return namespaces;
}

const COMMON: Record<Language, TextTree> = { en: COMMON_EN, es: COMMON_ES, fr: COMMON_FR };

/** The web's own namespaces in one language: `common` (this folder's) and one per feature. */
const webTexts = (language: Language) => ({ common: COMMON[language], ...featureTexts(language) });

export const WEB_RESOURCES: Record<Language, Record<string, TextTree>> = {
  en: webTexts('en'),
  es: webTexts('es'),
  fr: webTexts('fr'),
};
