import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@rollcall/contract/errors';

/** A failure a person can act on: its code picks the HTTP status, its message is shown as-is. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>) {
    super(message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = fields;
  }
}
