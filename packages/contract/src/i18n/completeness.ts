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

/** Keys allowed to share their English, with why (a word with two senses, …). */
export type SameEnglish = { readonly keys: readonly string[]; readonly reason: string };

/**
 * English texts defined under two keys (issue 20): one text should have one key, read from
 * wherever it is shown. A group passes when one allow-list entry names all its keys, or when
 * every key but one is under an allowed subtree (`reportColumns.`). An entry whose keys no longer
 * share their English is reported too, so the list stays honest. The plural forms of one text
 * (`count_one`, `count_other`) are one key. `isOwn` picks the groups this check answers for: the
 * web's test checks the groups a web key is in, the contract's own being the contract's test's.
 */
export function sameEnglishProblems(
  english: TextTree,
  allowed: readonly SameEnglish[],
  allowedSubtrees: readonly string[] = [],
  isOwn: (key: string) => boolean = () => true,
): string[] {
  const keysByText = new Map<string, string[]>();
  for (const [pluralKey, text] of flattenTexts(english)) {
    const key = pluralKey.replace(PLURAL_SUFFIX, '');
    const keys = keysByText.get(text) ?? [];
    if (!keys.includes(key)) keysByText.set(text, [...keys, key]);
  }
  const inSubtree = (key: string) => allowedSubtrees.some((prefix) => key.startsWith(prefix));
  const problems: string[] = [];
  for (const [text, keys] of keysByText) {
    const named = keys.filter((key) => !inSubtree(key));
    if (named.length < 2 || !keys.some(isOwn)) continue;
    if (!allowed.some((entry) => named.every((key) => entry.keys.includes(key))))
      problems.push(`"${text}": ${named.join(', ')}`);
  }
  const englishOf = new Map(
    [...flattenTexts(english)].map(([key, text]) => [key.replace(PLURAL_SUFFIX, ''), text]),
  );
  for (const entry of allowed) {
    const texts = new Set(entry.keys.map((key) => englishOf.get(key)));
    if (texts.size !== 1 || texts.has(undefined))
      problems.push(`allowed but not one English: ${entry.keys.join(', ')}`);
  }
  return problems;
}
