import type { CONTRACT_TEXTS } from '@rollcall/contract/i18n/catalogue';

/** `{{a}}{{b}}` for a template's names: i18next's types read a text's values from its `{{…}}`. */
type Placeholders<Names> = Names extends readonly [
  infer First extends string,
  ...infer Rest extends readonly string[],
]
  ? `{{${First}}}${Placeholders<Rest>}`
  : '';

/**
 * The `contract` namespace's English as the `t()` types see it: a text is a string, a template the
 * placeholders of its values, so `t('idCards.generating')` without `{ current, total }` does not
 * compile. (The runtime texts are `textsIn(language)`, every leaf a string.)
 */
type ContractResource<Tree> = {
  // A numeric key (the case tiers' 1, 2, 3) is a string in a key path: `caseTiers.2`.
  readonly [Key in keyof Tree as Key extends number ? `${Key}` : Key]: Tree[Key] extends string
    ? string
    : Tree[Key] extends { readonly names: infer Names extends readonly string[] }
      ? Placeholders<Names>
      : ContractResource<Tree[Key]>;
};

export type ContractNamespace = ContractResource<typeof CONTRACT_TEXTS>;
