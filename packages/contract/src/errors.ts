import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'INVALID_REFRESH_TOKEN',
  'WRONG_CURRENT_PASSWORD',
  'FORBIDDEN',
  'NOT_FOUND',
  'USER_NOT_FOUND',
  'EMAIL_TAKEN',
  'STUDENT_NOT_FOUND',
  'STUDENT_ID_TAKEN',
  'QR_INVALID',
  'QR_SUPERSEDED',
  'STUDENT_UNAVAILABLE',
  'ALREADY_CHECKED_IN',
  'ATTENDANCE_NOT_FOUND',
  'CANNOT_CHANGE_OWN_ACCOUNT',
  'LAST_ADMIN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'DELIVERY_FAILED',
  'REPORT_NOT_FOUND',
  'REPORT_NOT_READY',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'INTERNAL',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorBodySchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** One place that says which HTTP status each error code answers with. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  WRONG_CURRENT_PASSWORD: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_INACTIVE: 401,
  INVALID_REFRESH_TOKEN: 401,
  FORBIDDEN: 403,
  CANNOT_CHANGE_OWN_ACCOUNT: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  STUDENT_NOT_FOUND: 404,
  STUDENT_ID_TAKEN: 409,
  QR_INVALID: 400,
  QR_SUPERSEDED: 400,
  STUDENT_UNAVAILABLE: 409,
  ALREADY_CHECKED_IN: 409,
  ATTENDANCE_NOT_FOUND: 404,
  LAST_ADMIN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  DELIVERY_FAILED: 502,
  REPORT_NOT_FOUND: 404,
  REPORT_NOT_READY: 409,
  LINK_INVALID: 403,
  LINK_EXPIRED: 410,
  INTERNAL: 500,
};

export const ERROR_MESSAGES = {
  VALIDATION_FAILED: 'Some fields are not valid. Please check them and try again.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  INVALID_CREDENTIALS: 'Invalid email or password.',
  ACCOUNT_INACTIVE: 'This account has been deactivated. Please contact an administrator.',
  INVALID_REFRESH_TOKEN: 'Your session has expired. Please sign in again.',
  WRONG_CURRENT_PASSWORD: 'Current password is incorrect.',
  FORBIDDEN: "You don't have permission to do this.",
  NOT_FOUND: 'Not found.',
  USER_NOT_FOUND: 'User not found',
  EMAIL_TAKEN: 'A user with this email already exists.',
  STUDENT_NOT_FOUND: 'Student not found',
  STUDENT_ID_TAKEN: 'Student ID already exists',
  QR_INVALID: 'This QR code is not valid. It may have been edited or made outside Rollcall.',
  QR_SUPERSEDED: "This QR code has been replaced. Please use the student's new ID card.",
  STUDENT_UNAVAILABLE: 'This student cannot be checked in.',
  ALREADY_CHECKED_IN: 'This student already checked in today.',
  ATTENDANCE_NOT_FOUND: 'Attendance record not found',
  CANNOT_CHANGE_OWN_ACCOUNT: 'You cannot change your own account this way.',
  LAST_ADMIN: 'The last active administrator cannot be deleted, deactivated or demoted.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
  RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
  DELIVERY_FAILED: 'The message provider refused the message.',
  REPORT_NOT_FOUND: 'Report not found',
  REPORT_NOT_READY: 'This report is not ready yet.',
  LINK_INVALID:
    'This download link is not valid. Open the report again from Recent Reports to get a new link.',
  LINK_EXPIRED:
    'This download link has expired. Open the report again from Recent Reports to get a new link.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
} as const satisfies Record<ErrorCode, string>;

export const OWN_ACCOUNT_MESSAGES = {
  cannotDelete: 'You cannot delete your own account.',
  cannotDeactivate: 'You cannot deactivate your own account.',
} as const;
