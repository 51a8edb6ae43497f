import { renderMessage, renderText } from '@rollcall/contract/i18n/render';
import type { Text, TextKey } from '@rollcall/contract/i18n/text-key';
import type { Language } from '@rollcall/contract/languages';

/** Words a person wrote (a school's maintenance notice): shown as they are, in any language. */
export type Verbatim = { readonly verbatim: string };

/** A schema's message: a `textKey` (the contract's schemas), or a library's own words. */
export type SchemaMessage = { readonly schemaMessage: string };

/**
 * What a reply or an error says, before the reader's language is known: a catalogue text by its
 * key (with its values), a schema's message, or words a person wrote. The error handler and
 * routeOf write it out.
 */
export type Wording = TextKey | Text | SchemaMessage | Verbatim;

export const verbatim = (words: string): Verbatim => ({ verbatim: words });
export const schemaMessage = (message: string): SchemaMessage => ({ schemaMessage: message });

export function wordingIn(wording: Wording, language: Language): string {
  if (typeof wording === 'string') return renderText(wording, {}, language);
  if ('verbatim' in wording) return wording.verbatim;
  if ('schemaMessage' in wording) return renderMessage(wording.schemaMessage, language);
  return renderText(wording.key, wording.values, language);
}

/**
 * A reply's `message` as its wording, and an import's row messages likewise (routeOf): the CSV
 * import's `results[].messages`, the roster import's `rows[].errors`.
 */
export type Worded<T> = T extends { message: string }
  ? Omit<T, 'message'> & { message: Wording }
  : T extends { results: (infer Row)[] }
    ? Omit<T, 'results'> & {
        results: (Row extends { messages: string[] }
          ? Omit<Row, 'messages'> & { messages: Wording[] }
          : Row)[];
      }
    : T extends { rows: (infer Row)[] }
      ? Omit<T, 'rows'> & {
          rows: (Row extends { errors: string[] }
            ? Omit<Row, 'errors'> & { errors: Wording[] }
            : Row)[];
        }
      : T;

type Reply = {
  message?: Wording;
  results?: { messages?: Wording[] }[];
  rows?: { errors?: Wording[] }[];
};

const hasList = (data: object, key: string) =>
  key in data && Array.isArray((data as Record<string, unknown>)[key]);

const hasWording = (data: unknown): data is Reply =>
  typeof data === 'object' &&
  data !== null &&
  ('message' in data || hasList(data, 'results') || hasList(data, 'rows'));

/** A handler's reply with its `message` (and row messages) written in the language. */
export function replyIn(data: unknown, language: Language): unknown {
  if (!hasWording(data)) return data;
  const { message, results, rows } = data;
  const written = (words: Wording[]) => words.map((each) => wordingIn(each, language));
  return {
    ...data,
    ...(message !== undefined && { message: wordingIn(message, language) }),
    ...(results && {
      results: results.map((row) =>
        row.messages ? { ...row, messages: written(row.messages) } : row,
      ),
    }),
    ...(rows && {
      rows: rows.map((row) => (row.errors ? { ...row, errors: written(row.errors) } : row)),
    }),
  };
}

/** Whether a handler's reply has words to write, so the language is looked up only then. */
export const needsLanguage = hasWording;
