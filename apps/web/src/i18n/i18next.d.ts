import 'i18next';
import type { WebResources } from './resources';

// Keys are checked at compile time: `t('header.logout')` must exist in the English texts.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: WebResources;
  }
}
