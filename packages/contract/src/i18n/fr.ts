import type { ContractTranslations } from './catalogue.js';

// Filled in by the translation (issue 13): French as a school office writes it.
export const FR_TEXTS = {} as ContractTranslations;
