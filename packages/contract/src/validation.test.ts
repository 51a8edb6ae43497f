import { expect, test } from 'vitest';
import { z } from 'zod';
import { translateText } from './i18n/translate.js';
import { ZOD_DEFAULT_MESSAGES as M } from './validation.js';

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

test("the catalogue's copies of zod's default messages are zod's, word for word", () => {
  expect(messageOf(z.object({ a: z.string() }), 'x')).toBe(M.invalidType('object', 'string'));
  expect(messageOf(z.boolean(), 'maybe')).toBe(M.invalidType('boolean', 'string'));
  expect(messageOf(z.literal('yes'), 'no')).toBe(M.invalidValue('"yes"'));
  expect(messageOf(z.enum(['male', 'female']), 'x')).toBe(M.invalidOption('"male"|"female"'));
  expect(messageOf(z.number().min(1), 0)).toBe(M.tooSmall('number', '>=1'));
  expect(messageOf(z.number().max(9), 10)).toBe(M.tooBig('number', '<=9'));
  expect(messageOf(z.array(z.string()).min(1), [])).toBe(M.tooSmallSize('array', '>=1 items'));
  expect(messageOf(z.string().max(2), 'abc')).toBe(M.tooBigSize('string', '<=2 characters'));
  expect(messageOf(z.strictObject({}), { role: 1 })).toBe(M.unrecognizedKey('"role"'));
  expect(messageOf(z.strictObject({}), { a: 1, b: 2 })).toBe(M.unrecognizedKeys('"a", "b"'));
  expect(messageOf(z.union([z.string(), z.number()]), true)).toBe(M.invalidInput);
  expect(messageOf(z.iso.date(), 'x')).toBe(M.invalidDate);
  expect(messageOf(z.iso.datetime(), 'x')).toBe(M.invalidDateTime);
  expect(messageOf(z.uuid(), 'x')).toBe(M.invalidUuid);
  expect(messageOf(z.email(), 'x')).toBe(M.invalidEmail);
  expect(messageOf(z.url(), 'x')).toBe(M.invalidUrl);
});

test("zod's default messages read in Spanish and French, the values zod put in kept", () => {
  const option = messageOf(z.enum(['male', 'female', 'other']), 'x') ?? '';
  expect(translateText(option, 'es')).toBe(
    'Opción no válida: elija una de estas: "male"|"female"|"other"',
  );
  expect(translateText(option, 'fr')).toBe(
    'Option non valide\u00a0: choisissez parmi "male"|"female"|"other"',
  );
  const type = messageOf(z.boolean(), 'maybe') ?? '';
  expect(translateText(type, 'es')).toBe(
    'Valor no válido: se esperaba boolean y se recibió string',
  );
});
