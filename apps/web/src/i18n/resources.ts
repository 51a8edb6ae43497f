import type { ContractTranslations } from '@rollcall/contract/i18n/catalogue';
import { textsIn } from '@rollcall/contract/i18n/translate';
import type { Language } from '@rollcall/contract/languages';
import { COMMON_EN } from './common/en';
import { COMMON_ES } from './common/es';
import { COMMON_FR } from './common/fr';

/** One namespace's texts: strings, nested by key. */
export type TextTree = { readonly [key: string]: string | TextTree };

/**
 * Each feature's own texts, found by the build rather than imported (this folder imports no
 * feature): `features/<name>/i18n/<language>.ts` exports one catalogue, the namespace `<name>`
 * (`useTranslation('students')`). Their keys are typed in app/i18next.d.ts.
 */
const FEATURE_CATALOGUES = import.meta.glob<Readonly<Record<string, TextTree>>>(
  '../features/*/i18n/*.ts',
  { eager: true },
);

const CATALOGUE_PATH = /^\.\.\/features\/([^/]+)\/i18n\/(\w+)\.ts$/;

function featureTexts(language: Language): Record<string, TextTree> {
  const namespaces: Record<string, TextTree> = {};
  for (const [path, module] of Object.entries(FEATURE_CATALOGUES)) {
    const [, feature, fileLanguage] = CATALOGUE_PATH.exec(path) ?? [];
    const [catalogue, ...others] = Object.values(module);
    if (!feature || fileLanguage !== language) continue;
    if (!catalogue || others.length > 0) throw new Error(`${path} must export one catalogue`);
    namespaces[feature] = catalogue;
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

/**
 * Every namespace of one language: the web's own, and the contract's texts (`contract:…`), which
 * are the catalogues the server answers from, so a text both sides show exists once.
 */
type ScreenResources = Record<string, TextTree> & { contract: ContractTranslations };

const withContract = (language: Language): ScreenResources => ({
  ...WEB_RESOURCES[language],
  contract: textsIn(language),
});

export const RESOURCES: Record<Language, ScreenResources> = {
  en: withContract('en'),
  es: withContract('es'),
  fr: withContract('fr'),
};

export const NAMESPACES = Object.keys(RESOURCES.en);
