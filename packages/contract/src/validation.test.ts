import { expect, test } from 'vitest';
import { z } from 'zod';
import { renderMessage } from './i18n/render.js';
import { ZOD_DEFAULT_MESSAGES as M } from './validation.js';

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message ?? '';

const englishOf = (schema: z.ZodType, value: unknown) =>
  renderMessage(messageOf(schema, value), 'en');

/** zod's own `en` locale, as it would have written the message without the keyed error map. */
const zodEnglishOf = (schema: z.ZodType, value: unknown) => {
  const issue = schema.safeParse(value, { reportInput: true }).error?.issues[0];
  return issue ? z.locales.en().localeError(issue as z.core.$ZodRawIssue) : undefined;
};

const cases: [z.ZodType, unknown][] = [
  [z.object({ a: z.string() }), 'x'],
  [z.boolean(), 'maybe'],
  [z.literal('yes'), 'no'],
  [z.enum(['male', 'female']), 'x'],
  [z.number().min(1), 0],
  [z.number().max(9), 10],
  [z.array(z.string()).min(1), []],
  [z.string().max(2), 'abc'],
  [z.strictObject({}), { role: 1 }],
  [z.strictObject({}), { a: 1, b: 2 }],
  [z.union([z.string(), z.number()]), true],
  [z.iso.date(), 'x'],
  [z.iso.datetime(), 'x'],
  [z.uuid(), 'x'],
  [z.email(), 'x'],
  [z.url(), 'x'],
];

test("zod's default messages are keys whose English is zod's own, word for word", () => {
  for (const [schema, value] of cases) {
    expect(messageOf(schema, value)).toMatch(/^validation\.\w+/);
    expect(englishOf(schema, value)).toBe(zodEnglishOf(schema, value));
  }
  expect(englishOf(z.object({ a: z.string() }), 'x')).toBe(M.invalidType('object', 'string'));
  expect(englishOf(z.string().max(2), 'abc')).toBe(M.tooBigSize('string', '<=2 characters'));
  expect(englishOf(z.strictObject({}), { a: 1, b: 2 })).toBe(M.unrecognizedKeys('"a", "b"'));
});

test("zod's default messages read in Spanish and French, the values zod put in kept", () => {
  const option = messageOf(z.enum(['male', 'female', 'other']), 'x');
  expect(renderMessage(option, 'es')).toBe(
    'Opción no válida: elija una de estas: "male"|"female"|"other"',
  );
  expect(renderMessage(option, 'fr')).toBe(
    'Option non valide\u00a0: choisissez parmi "male"|"female"|"other"',
  );
  expect(renderMessage(messageOf(z.boolean(), 'maybe'), 'es')).toBe(
    'Valor no válido: se esperaba boolean y se recibió string',
  );
});

test('a message that is not a key (a library’s own) is shown as it is', () => {
  expect(renderMessage('Invalid string: must start with "x"', 'es')).toBe(
    'Invalid string: must start with "x"',
  );
});
