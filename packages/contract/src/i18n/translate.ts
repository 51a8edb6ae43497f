import type { Language } from '../languages.js';
import type { ContractTranslations } from './catalogue.js';
import { englishTexts } from './english.js';
import { ES_TEXTS } from './es.js';
import { FR_TEXTS } from './fr.js';
import { isMessageTemplate } from './message-template.js';

type TextTree = { readonly [key: string]: unknown };

/** Every text of a tree by its dotted key (`students.firstNameRequired`), a template as its template. */
export function flattenTexts(tree: TextTree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') texts.set(key, value);
    else if (isMessageTemplate(value)) texts.set(key, value.template);
    else if (value && typeof value === 'object') {
      for (const [childKey, text] of flattenTexts(value as TextTree, key))
        texts.set(childKey, text);
    }
  }
  return texts;
}

const TRANSLATIONS: Record<Exclude<Language, 'en'>, ContractTranslations> = {
  es: ES_TEXTS,
  fr: FR_TEXTS,
};

/**
 * The catalogue in one language, by key (a template as its text, for `fillMessage`):
 * `textsIn('es').attendanceCsv.statuses.late` is "Tarde". A single text with its values is
 * `renderText(key, values, language)` (render.ts).
 */
export function textsIn(language: Language): ContractTranslations {
  if (language !== 'en') return TRANSLATIONS[language];
  return englishTexts();
}
