import { CONTRACT_TEXTS, type ContractTranslations } from './catalogue.js';
import { isMessageTemplate } from './message-template.js';

type TextTree = { readonly [key: string]: unknown };

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

let english: ContractTranslations | undefined;

/**
 * The English catalogue by key, as `textsIn('en')` gives it. Apart from translate.ts so that the
 * web app can load English without the Spanish and French catalogues (issue 28).
 */
export function englishTexts(): ContractTranslations {
  // The same keys and leaves as the translations (asTexts keeps the tree, turns templates to text).
  english ??= asTexts(CONTRACT_TEXTS) as ContractTranslations;
  return english;
}
