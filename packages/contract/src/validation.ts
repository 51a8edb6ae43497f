import { messageTemplate } from './i18n/message-template.js';

/**
 * zod's own English for a rule a schema gives no message of its own (its `en` locale, word for
 * word), so that the catalogue recognises such a message and it reaches a Spanish or French reader
 * in their language: a CSV import's "Invalid option" for a gender, a query's wrong type. The
 * values zod puts in (the options, type names) stay as zod writes them. validation.test.ts checks
 * these against zod itself, so an upgrade that rewords them is caught.
 */
export const ZOD_DEFAULT_MESSAGES = {
  invalidInput: 'Invalid input',
  invalidType: messageTemplate(
    'Invalid input: expected {{expected}}, received {{received}}',
    'expected',
    'received',
  ),
  invalidValue: messageTemplate('Invalid input: expected {{value}}', 'value'),
  invalidOption: messageTemplate('Invalid option: expected one of {{options}}', 'options'),
  tooSmall: messageTemplate('Too small: expected {{subject}} to be {{bound}}', 'subject', 'bound'),
  tooSmallSize: messageTemplate(
    'Too small: expected {{subject}} to have {{bound}}',
    'subject',
    'bound',
  ),
  tooBig: messageTemplate('Too big: expected {{subject}} to be {{bound}}', 'subject', 'bound'),
  tooBigSize: messageTemplate(
    'Too big: expected {{subject}} to have {{bound}}',
    'subject',
    'bound',
  ),
  unrecognizedKey: messageTemplate('Unrecognized key: {{key}}', 'key'),
  unrecognizedKeys: messageTemplate('Unrecognized keys: {{keys}}', 'keys'),
  invalidDate: 'Invalid ISO date',
  invalidDateTime: 'Invalid ISO datetime',
  invalidUuid: 'Invalid UUID',
  invalidEmail: 'Invalid email address',
  invalidUrl: 'Invalid URL',
} as const;
