import { z } from 'zod';
import { util } from 'zod/v4/core';
import { messageTemplate } from './i18n/message-template.js';
import { textKey, type TextKey } from './i18n/text-key.js';

/**
 * zod's own English for a rule a schema gives no message of its own (its `en` locale, word for
 * word), so that such a message reaches a Spanish or French reader in their language: a CSV
 * import's "Invalid option" for a gender, a query's wrong type. The values zod puts in (the
 * options, type names) stay as zod writes them. validation.test.ts checks these against zod
 * itself, so an upgrade that rewords them is caught.
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

const SIZE_UNITS: Readonly<Record<string, string>> = {
  string: 'characters',
  file: 'bytes',
  array: 'items',
  set: 'items',
  map: 'entries',
};

const FORMAT_KEYS: Readonly<Record<string, TextKey>> = {
  date: 'validation.invalidDate',
  datetime: 'validation.invalidDateTime',
  uuid: 'validation.invalidUuid',
  email: 'validation.invalidEmail',
  url: 'validation.invalidUrl',
};

/** A type's name as zod's `en` locale writes it ("NaN", "Infinity"). */
const typeName = (type: string, input?: unknown) =>
  type === 'number' && typeof input === 'number' && !Number.isFinite(input)
    ? String(input)
    : type === 'nan'
      ? 'NaN'
      : type;

/** A size or a value's bound as zod writes it: "<=100 characters", ">=1". */
function boundOf(origin: string | undefined, adjective: string, limit: number | bigint | Date) {
  const unit = origin ? SIZE_UNITS[origin] : undefined;
  const bound = `${adjective}${limit.toString()}`;
  return unit ? { sized: true, bound: `${bound} ${unit}` } : { sized: false, bound };
}

/**
 * zod's message for a rule the schema gave none, as a key with the issue's values (the same words
 * as zod's `en` locale once rendered); undefined leaves zod's own English for the rare rest.
 */
export const keyedZodMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return textKey('validation.invalidType', {
        expected: typeName(issue.expected),
        received: typeName(util.parsedType(issue.input), issue.input),
      });
    case 'invalid_value':
      return issue.values.length === 1
        ? textKey('validation.invalidValue', { value: util.stringifyPrimitive(issue.values[0]) })
        : textKey('validation.invalidOption', { options: util.joinValues(issue.values, '|') });
    case 'too_big': {
      const adjective = issue.exact ? 'exactly ' : issue.inclusive ? '<=' : '<';
      const { sized, bound } = boundOf(issue.origin, adjective, issue.maximum);
      const subject = issue.origin ?? 'value';
      return textKey(sized ? 'validation.tooBigSize' : 'validation.tooBig', { subject, bound });
    }
    case 'too_small': {
      const adjective = issue.exact ? 'exactly ' : issue.inclusive ? '>=' : '>';
      const { sized, bound } = boundOf(issue.origin, adjective, issue.minimum);
      const subject = String(issue.origin);
      return textKey(sized ? 'validation.tooSmallSize' : 'validation.tooSmall', { subject, bound });
    }
    case 'invalid_format': {
      const key = FORMAT_KEYS[issue.format];
      return key && textKey(key);
    }
    case 'unrecognized_keys':
      return issue.keys.length > 1
        ? textKey('validation.unrecognizedKeys', { keys: util.joinValues(issue.keys, ', ') })
        : textKey('validation.unrecognizedKey', { key: util.joinValues(issue.keys, ', ') });
    case 'invalid_union':
      return issue.inclusive === false || (issue.options?.length ?? 0) > 0
        ? undefined
        : textKey('validation.invalidInput');
    case 'custom':
      return textKey('validation.invalidInput');
    default:
      return undefined;
  }
};

// Every schema's own message is a key (textKey); zod's defaults become keys too, here, once for
// the server and the web (common.ts, which every schema imports, imports this module).
z.config({ customError: keyedZodMessage });
