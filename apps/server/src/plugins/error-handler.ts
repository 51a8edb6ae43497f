import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_MESSAGES,
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
} from '@rollcall/contract/errors';
import { renderMessage, renderText } from '@rollcall/contract/i18n/render';
import type { Language } from '@rollcall/contract/languages';
import { AppError } from '../shared/app-error.js';
import { requestLanguage } from '../shared/request-language.js';
import { wordingIn } from '../shared/wording.js';

const errorBody = (
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ErrorBody => ({
  success: false,
  error: fields ? { code, message, fields } : { code, message },
});

/** Fastify's own client errors, mapped onto our codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_BAD_URL: 'MALFORMED_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

/** A code's own message in a language (`errors.<CODE>`). */
const messageOf = (code: ErrorCode, language: Language) =>
  renderText(`errors.${code}`, {}, language);

/**
 * Every error's message and field messages in the request's language (user's choice ›
 * Accept-Language › school default), from their keys: an AppError's wording, a schema's keyed
 * message. An answer is never lost to its language: the database being away leaves it in English.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const language = await requestLanguage(request).catch((): Language => 'en');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message
          ? renderMessage(issue.message, language)
          : messageOf('VALIDATION_FAILED', language);
      }
      const first = Object.values(fields)[0];
      const message =
        Object.keys(fields).length === 1 && first
          ? first
          : messageOf('VALIDATION_FAILED', language);
      return reply.status(400).send(errorBody('VALIDATION_FAILED', message, fields));
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, wordingIn(error.wording, language), error.fieldsIn(language)));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) {
      return reply
        .status(ERROR_STATUS[mapped])
        .send(errorBody(mapped, messageOf(mapped, language)));
    }
    if (error.statusCode === 429) {
      // The rate limiter's message is a keyed one (security.ts), with the seconds to wait.
      const message = error.message
        ? renderMessage(error.message, language)
        : messageOf('RATE_LIMITED', language);
      return reply.status(429).send(errorBody('RATE_LIMITED', message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Other client errors Fastify raises (bad URL encoding, unsupported method, …), in its words.
      return reply
        .status(error.statusCode)
        .send(
          errorBody('VALIDATION_FAILED', error.message || messageOf('VALIDATION_FAILED', language)),
        );
    }
    request.log.error({ err: error, route: request.routeOptions.url }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', messageOf('INTERNAL', language)));
  });
}

/**
 * Errors the router raises before a route is chosen (a malformed URL, an over-long path
 * parameter): Fastify's `frameworkErrors` option, answered in the envelope like any other.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) {
    void reply.status(ERROR_STATUS[mapped]).send(errorBody(mapped, ERROR_MESSAGES[mapped]));
    return;
  }
  request.log.error({ err: error }, 'framework error');
  void reply.status(500).send(errorBody('INTERNAL', ERROR_MESSAGES.INTERNAL));
}

/** Node's HTTP parser errors, by the code it gives them. */
const PARSER_CODES: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers or URL over 16 KB, a
 * broken Content-Length): no reply object exists, so the response is written on the socket.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    (error.code ? PARSER_CODES[error.code] : undefined) ?? 'MALFORMED_REQUEST';
  const status = ERROR_STATUS[code];
  this.log.debug({ err: error }, 'client error');
  if (!socket.writable) return;
  const body = JSON.stringify(errorBody(code, ERROR_MESSAGES[code]));
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
