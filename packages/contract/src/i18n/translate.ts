import type { Language } from '../languages.js';
import { CONTRACT_TEXTS, type ContractTranslations } from './catalogue.js';
import { ES_TEXTS } from './es.js';
import { FR_TEXTS } from './fr.js';
import { fillMessage, isMessageTemplate, PLACEHOLDER } from './message-template.js';

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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type TemplatePattern = { key: string; pattern: RegExp; names: string[] };

/**
 * How an English text is recognised: whole texts by a lookup, and texts made from a template by
 * the template's words around its values (the longest first, so the most specific wins).
 */
function buildIndex() {
  const english = flattenTexts(CONTRACT_TEXTS);
  const wholeTexts = new Map<string, string>();
  const patterns: TemplatePattern[] = [];
  for (const [key, text] of english) {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
    if (names.length === 0) {
      if (!wholeTexts.has(text)) wholeTexts.set(text, key);
      continue;
    }
    const source = text
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '([\\s\\S]+?)'))
      .join('');
    patterns.push({ key, pattern: new RegExp(`^${source}$`), names });
  }
  const literalLength = (key: string) => (english.get(key) ?? '').replace(PLACEHOLDER, '').length;
  patterns.sort((a, b) => literalLength(b.key) - literalLength(a.key));
  const byLanguage = {
    es: flattenTexts(TRANSLATIONS.es),
    fr: flattenTexts(TRANSLATIONS.fr),
  };
  return { wholeTexts, patterns, byLanguage };
}

let index: ReturnType<typeof buildIndex> | undefined;

/**
 * @deprecated Read texts by key (`textsIn`, `renderText`); kept for the web until it does.
 *
 * A shared English text in another language: a text of the catalogue, or one made from its
 * templates (whose values are kept as they are). Any other text is returned unchanged: a name,
 * a school's own words, or a library's message the catalogue does not hold.
 */
export function translateText(text: string, language: Language): string {
  if (language === 'en') return text;
  index ??= buildIndex();
  const texts = index.byLanguage[language];
  const key = index.wholeTexts.get(text);
  if (key !== undefined) return texts.get(key) ?? text;
  for (const { key: templateKey, pattern, names } of index.patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const template = texts.get(templateKey);
    if (template === undefined) return text;
    return fillMessage(
      template,
      Object.fromEntries(names.map((name, position) => [name, match[position + 1] ?? ''])),
    );
  }
  return text;
}

/**
 * @deprecated Read texts by key (`textsIn`, `renderText`); kept for the web until it does.
 *
 * `translateText` for one language: `const tr = translatorFor('es'); tr(REPORT_MESSAGES.title)`.
 */
export const translatorFor = (language: Language) => (text: string) =>
  translateText(text, language);

/** The English catalogue in the translations' shape: a template becomes its `{{names}}` text. */
function asTexts(tree: TextTree): TextTree {
  return Object.fromEntries(
    Object.entries(tree).map(([name, value]) => [
      name,
      isMessageTemplate(value)
        ? value.template
        : value && typeof value === 'object'
          ? asTexts(value as TextTree)
          : value,
    ]),
  );
}

let englishTexts: ContractTranslations | undefined;

/**
 * The catalogue in one language, by key (a template as its text, for `fillMessage`). For words
 * whose English has two senses, where `translateText` would find only one: "Late" is a status
 * in the attendance CSV (`textsIn('es').attendanceCsv.statuses.late`, "Tarde") and a count in a
 * report's heading.
 */
export function textsIn(language: Language): ContractTranslations {
  if (language !== 'en') return TRANSLATIONS[language];
  // The same keys and leaves as the translations (asTexts keeps the tree, turns templates to text).
  englishTexts ??= asTexts(CONTRACT_TEXTS) as ContractTranslations;
  return englishTexts;
}
