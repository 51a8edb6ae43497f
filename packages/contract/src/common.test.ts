import { expect, test } from 'vitest';
import type { z } from 'zod';
import * as absentee from './absentee.js';
import * as attendance from './attendance.js';
import * as auth from './auth.js';
import * as common from './common.js';
import { isStorableText, textSchema } from './common.js';
import { textKey } from './i18n/text-key.js';
import * as idCards from './id-cards.js';
import * as reports from './reports.js';
import * as settings from './settings.js';
import * as students from './students.js';
import * as users from './users.js';

/** Every contract module with request schemas; a new feature's file is added here. */
const CONTRACT_MODULES = {
  absentee,
  attendance,
  auth,
  common,
  idCards,
  reports,
  settings,
  students,
  users,
};

type Def = {
  type: string;
  format?: string;
  checks?: { _zod: { def: { fn?: unknown } } }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
};

/** Paths of plain strings in the schema that do not go through textSchema. */
function unguardedStrings(schema: z.ZodType, path: string, found: string[]): string[] {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (def.type === 'string' && def.format === undefined) {
    const isGuarded = def.checks?.some((check) => check._zod.def.fn === isStorableText);
    if (!isGuarded) found.push(path);
  }
  for (const inner of [def.innerType, def.in, def.out, def.element, def.valueType]) {
    if (inner) unguardedStrings(inner, path, found);
  }
  for (const [key, value] of Object.entries(def.shape ?? {})) {
    unguardedStrings(value, `${path}.${key}`, found);
  }
  def.options?.forEach((option) => unguardedStrings(option, path, found));
  return found;
}

test('every string a request or a form carries goes through textSchema', () => {
  const inputs = Object.entries(CONTRACT_MODULES).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(
        ([name]) => /(Body|Query|Params|Form)Schema$/.test(name) && name !== 'ErrorBodySchema',
      )
      .map(([name, schema]) => [`${file}.${name}`, schema as z.ZodType] as const),
  );
  expect(inputs.length).toBeGreaterThan(20);
  const unguarded = inputs.flatMap(([name, schema]) => unguardedStrings(schema, name, []));
  expect(unguarded).toEqual([]);
});

test('NUL and lone surrogates are refused with the field message; emoji and accents are not', () => {
  const schema = textSchema().trim().min(1, 'required');
  for (const bad of ['a\u0000b', '\u0000', 'x\uD83D', '\uDE00x', '\uDE00\uD83D']) {
    expect(schema.safeParse(bad).error?.issues).toEqual([
      expect.objectContaining({ message: textKey('text.unstorableCharacter') }),
    ]);
  }
  for (const good of ['Zoë', '😀 ok', '日本語', 'tab\tand\nnewline']) {
    expect(schema.safeParse(good).success, good).toBe(true);
  }
});
