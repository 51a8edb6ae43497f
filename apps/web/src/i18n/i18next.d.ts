import 'i18next';
import type { ContractNamespace } from './contract-namespace';
import type { WebResources } from './resources';

// Keys are checked at compile time: `t('header.logout')` must exist in the English texts, and
// `t('contract:idCards.generating', { current, total })` must be given its template's values.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: WebResources & { contract: ContractNamespace };
  }
}
