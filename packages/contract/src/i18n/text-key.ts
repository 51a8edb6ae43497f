import type { ContractTranslations } from './catalogue.js';

/** The dotted path of every text of a tree: `students.firstNameRequired`, `errors.STUDENT_NOT_FOUND`. */
type LeafKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafKeys<T[K]>}`;
}[keyof T & string];

/** A text's key in the catalogue: a typo does not compile. */
export type TextKey = LeafKeys<ContractTranslations>;

/** The values a text's `{{names}}` are filled with. */
export type TextValues = Readonly<Record<string, string | number>>;

/** A text to be written in the reader's language: its key and its values. */
export type Text = { readonly key: TextKey; readonly values?: TextValues };

export const text = (key: TextKey, values?: TextValues): Text =>
  values ? { key, values } : { key };

const KEYED_MESSAGE = /^([A-Za-z][\w-]*(?:\.[\w-]+)+)(?: (\{.*\}))?$/;

/**
 * A schema's message as its key (zod keeps messages as strings): `textKey('students.firstNameRequired')`,
 * and with values `textKey('common.tooLong', { max: 100 })`, written `common.tooLong {"max":100}`.
 * The server's error handler and the web's forms write it in the reader's language (render.ts).
 */
export const textKey = (key: TextKey, values?: TextValues): string =>
  values ? `${key} ${JSON.stringify(values)}` : key;

/** The key and values of a message made by `textKey`; undefined for any other message. */
export function parseTextKey(message: string): { key: string; values: TextValues } | undefined {
  const match = KEYED_MESSAGE.exec(message);
  if (!match?.[1]) return undefined;
  if (!match[2]) return { key: match[1], values: {} };
  try {
    return { key: match[1], values: JSON.parse(match[2]) as TextValues };
  } catch {
    return undefined;
  }
}
