import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * Reading the server's reply envelope (`{ success: true, data }` or `{ success: false, error }`),
 * shared by the staff API client and the gate kiosk's own client, which differ only in who they
 * speak for and in which words they say an unreadable reply.
 */

/** The reply's JSON body, or undefined when it is empty or not JSON. */
export async function readReplyBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A refused reply as a typed error; `unexpected` is the message when the body is no error body.
 * The error body's schema (and zod) loads with the first refusal, not with the page (issue 28).
 */
export async function errorOfReply(
  status: number,
  body: unknown,
  unexpected: string,
): Promise<ApiError> {
  const { ErrorBodySchema } = await import('@rollcall/contract/errors');
  const parsed = ErrorBodySchema.safeParse(body);
  if (!parsed.success) return new ApiError(status, 'UNEXPECTED_RESPONSE', unexpected);
  const { code, message, fields } = parsed.data.error;
  return new ApiError(status, code, message, fields);
}

/** The envelope's `data` checked against the endpoint's schema; undefined when it is no success. */
export function parseReplyData<S extends z.ZodType>(body: unknown, schema: S) {
  const envelope = body as { success?: unknown; data?: unknown } | undefined;
  if (envelope?.success !== true) return undefined;
  return schema.safeParse(envelope.data);
}
