import { PLACEHOLDER } from './message-template.js';
import { flattenTexts } from './translate.js';

type TextTree = { readonly [key: string]: unknown };

const placeholdersOf = (text: string) =>
  [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();

/** i18next's plural keys ("count_one", "count_other") are one text in another language's eyes. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * What a translation lacks against its English (issue 13): keys missing or extra, `{{values}}`
 * not the same, and texts still the English ones (unless the allow-list names them: proper
 * nouns, codes). An allow-list entry whose texts differ is reported too, so it stays honest.
 */
export function translationProblems(
  english: TextTree,
  translated: TextTree,
  sameAsEnglish: ReadonlySet<string> = new Set(),
): string[] {
  const source = flattenTexts(english);
  const target = flattenTexts(translated);
  const problems: string[] = [];
  for (const [key, text] of source) {
    const translation = target.get(key);
    if (translation === undefined) {
      problems.push(`${key}: missing`);
      continue;
    }
    if (!PLURAL_SUFFIX.test(key) || placeholdersOf(text).length > 0) {
      const expected = placeholdersOf(text).join(', ');
      const found = placeholdersOf(translation).join(', ');
      if (expected !== found)
        problems.push(`${key}: placeholders {${found}} instead of {${expected}}`);
    }
    const isSame = translation === text;
    if (isSame && !sameAsEnglish.has(key)) problems.push(`${key}: still the English "${text}"`);
    if (!isSame && sameAsEnglish.has(key))
      problems.push(`${key}: allowed as English but translated`);
  }
  for (const key of target.keys()) {
    if (!source.has(key)) problems.push(`${key}: not in the English`);
  }
  return problems;
}
