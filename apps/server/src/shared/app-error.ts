import { ERROR_STATUS, type ErrorCode } from '@rollcall/contract/errors';
import type { Language } from '@rollcall/contract/languages';
import { wordingIn, type Wording } from './wording.js';

/**
 * A failure a person can act on: its code picks the HTTP status; its message (by default the
 * code's own, `errors.<CODE>`) and its fields' messages are keys, written in the reader's language
 * by the error handler. `message` is the English, for logs.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly wording: Wording;
  readonly fieldWordings: Readonly<Record<string, Wording>> | undefined;

  constructor(code: ErrorCode, wording?: Wording, fields?: Record<string, Wording>) {
    const words = wording ?? (`errors.${code}` as const);
    super(wordingIn(words, 'en'));
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.wording = words;
    this.fieldWordings = fields;
  }

  /** The field messages in the reader's language. */
  fieldsIn(language: Language): Record<string, string> | undefined {
    if (!this.fieldWordings) return undefined;
    return Object.fromEntries(
      Object.entries(this.fieldWordings).map(([field, words]) => [
        field,
        wordingIn(words, language),
      ]),
    );
  }
}
