import type {
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { successEnvelope, successEnvelopeWithMessage } from '@rollcall/contract/common';
import { tagOf, type EndpointSpec } from '@rollcall/contract/endpoint';
import type { Language } from '@rollcall/contract/languages';
import { duringMaintenanceAdminsOnly } from './maintenance.js';
import { requestLanguage } from './request-language.js';
import { needsLanguage, replyIn, type Worded } from './wording.js';

/** An `onRequest` check of who is calling (`requireUser`, `requireAdmin`, …). */
export type Guard = (request: FastifyRequest) => Promise<void>;

type Output<E, Key extends string> = E extends { [K in Key]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The request as validated by the endpoint's schemas. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: Output<E, 'params'>;
  Querystring: Output<E, 'query'>;
  Body: Output<E, 'body'>;
}>;

/**
 * A JSON endpoint's handler returns its `data`, its `message` (and an import's row `messages`) as
 * wordings, which routeOf writes in the request's language; a file endpoint's sends the reply
 * itself and returns it. A JSON endpoint that can also answer with a file (a format=csv query) may
 * do the same.
 */
type Handler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<
  E['response'] extends z.ZodType ? Worded<z.input<E['response']>> | FastifyReply : FastifyReply
>;

export type RouteParts<E extends EndpointSpec> = {
  /** Who may call it; `'public'` only for sign-in, health and token-addressed files. */
  guard: Guard | 'public';
  handler: Handler<E>;
} & Pick<RouteShorthandOptions, 'config' | 'preHandler' | 'bodyLimit' | 'logLevel'>;

/** What a JSON endpoint's reply holds: `data`, and its message beside it when declared. */
const envelopeOf = (endpoint: EndpointSpec, data: unknown) =>
  endpoint.hasTopLevelMessage
    ? { success: true as const, data, message: (data as { message: string }).message }
    : { success: true as const, data };

/**
 * The Fastify route of a contract endpoint: its method and path, its schemas for validation and
 * the API docs, its guard, and the `{ success: true, data }` envelope around what the handler
 * returns (its texts written in the reader's language, and `message` beside `data` for an endpoint
 * with `hasTopLevelMessage`), sent with the endpoint's status.
 */
export function routeOf<E extends EndpointSpec>(
  endpoint: E,
  { guard, handler, ...options }: RouteParts<E>,
): RouteOptions {
  const { response } = endpoint;
  const status = endpoint.status ?? 200;
  const schema: FastifySchema & { tags: string[]; hide?: boolean } = {
    tags: [tagOf(endpoint)],
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(endpoint.uploadField && { consumes: ['multipart/form-data'] }),
    ...(typeof response !== 'string' && {
      response: {
        [status]: endpoint.hasTopLevelMessage
          ? successEnvelopeWithMessage(response)
          : successEnvelope(response),
      },
    }),
    ...(endpoint.isHidden && { hide: true }),
  };
  // Fastify's route options are typed per route generic; the endpoint's types are checked in
  // `RouteParts` above, so the request here is the plain FastifyRequest.
  const handle = handler as unknown as (request: FastifyRequest, reply: FastifyReply) => unknown;
  return {
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    // A download goes out as it is: xlsx, PDF and zip are compressed already, and a CSV export
    // streams at the database's pace with no compressor holding its rows back (plugins/compression).
    ...(response === 'file' && { compress: false }),
    // Every guarded route is for administrators only while maintenance mode is on.
    ...(guard !== 'public' && { onRequest: [guard, duringMaintenanceAdminsOnly] }),
    handler:
      typeof response === 'string'
        ? handle
        : async (request, reply) => {
            const data = await handle(request, reply);
            if (data === reply) return reply;
            // A reply is never lost to its language: the database being away leaves it in English.
            const language = needsLanguage(data)
              ? await requestLanguage(request).catch((): Language => 'en')
              : 'en';
            return reply.status(status).send(envelopeOf(endpoint, replyIn(data, language)));
          },
  };
}
