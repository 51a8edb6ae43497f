import type { Language } from '@rollcall/contract/languages';

/** One namespace's texts: strings, nested by key. */
export type TextTree = { readonly [key: string]: string | TextTree };

type CatalogueModule = Readonly<Record<string, TextTree>>;

/**
 * Each feature's own texts, found by the build rather than imported (this folder imports no
 * feature): `features/<name>/i18n/<language>.ts` exports one catalogue, the namespace `<name>`
 * (`useTranslation('students')`). Their keys are typed in app/i18next.d.ts. Each file is a chunk
 * of its own, loaded when a screen first reads the namespace in the language on screen, so the
 * sign-in page carries neither the other screens' texts nor the other languages (issue 28).
 */
const FEATURE_CATALOGUES = import.meta.glob<CatalogueModule>('../features/*/i18n/*.ts');
const COMMON_CATALOGUES = import.meta.glob<CatalogueModule>('./common/*.ts');

export const CATALOGUE_PATH = /^\.\.\/features\/([^/]+)\/i18n\/(\w+)\.ts$/;

/** The one catalogue a texts module exports. */
export function catalogueOf(path: string, module: CatalogueModule): TextTree {
  const [catalogue, ...others] = Object.values(module);
  if (!catalogue || others.length > 0) throw new Error(`${path} must export one catalogue`);
  return catalogue;
}

/**
 * The contract's texts, shared with the server (`contract:…`), one language per chunk: English
 * as data written from the catalogue at the contract's build, Spanish and French from their files.
 */
const CONTRACT_CATALOGUES: Record<Language, () => Promise<TextTree>> = {
  en: async () => (await import('@rollcall/contract/i18n/english-texts')).EN_TEXTS,
  es: async () => (await import('@rollcall/contract/i18n/es')).ES_TEXTS,
  fr: async () => (await import('@rollcall/contract/i18n/fr')).FR_TEXTS,
};

/** The namespaces loaded before the first screen shows: its frame's words and the contract's. */
export const FIRST_NAMESPACES = ['common', 'contract'];

/** Every namespace: `common`, `contract` and one per feature with texts. */
export const ALL_NAMESPACES = [
  ...FIRST_NAMESPACES,
  ...new Set(Object.keys(FEATURE_CATALOGUES).map((path) => CATALOGUE_PATH.exec(path)?.[1] ?? '')),
].filter(Boolean);

/** One namespace of one language, fetched on first use. */
export async function loadTexts(language: Language, namespace: string): Promise<TextTree> {
  if (namespace === 'contract') return CONTRACT_CATALOGUES[language]();
  const path =
    namespace === 'common'
      ? `./common/${language}.ts`
      : `../features/${namespace}/i18n/${language}.ts`;
  const load = namespace === 'common' ? COMMON_CATALOGUES[path] : FEATURE_CATALOGUES[path];
  if (!load) throw new Error(`No texts for ${namespace} in ${language}`);
  return catalogueOf(path, await load());
}
