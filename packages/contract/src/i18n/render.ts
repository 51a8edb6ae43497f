import type { Language } from '../languages.js';
import { fillMessage } from './message-template.js';
import { parseTextKey, type TextKey, type TextValues } from './text-key.js';
import { flattenTexts, textsIn } from './translate.js';

const byLanguage = new Map<Language, Map<string, string>>();

const textsByKey = (language: Language) => {
  let texts = byLanguage.get(language);
  if (!texts) byLanguage.set(language, (texts = flattenTexts(textsIn(language))));
  return texts;
};

/** A text of the catalogue in a language, by its key, its `{{names}}` filled with the values. */
export function renderText(key: TextKey, values: TextValues = {}, language: Language): string {
  const template = textsByKey(language).get(key);
  // The key's type makes this unreachable but for a key read from stored data.
  if (template === undefined) return key;
  return fillMessage(template, values);
}

/**
 * A schema's message in a language: a `textKey` message from its key; any other message (a
 * library's own, which the catalogue does not hold) as it is.
 */
export function renderMessage(message: string, language: Language): string {
  const keyed = parseTextKey(message);
  if (!keyed || !textsByKey(language).has(keyed.key)) return message;
  return renderText(keyed.key as TextKey, keyed.values, language);
}
