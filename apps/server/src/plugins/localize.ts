import type { FastifyInstance } from 'fastify';
import { translateText } from '@rollcall/contract/i18n/translate';
import type { Language } from '@rollcall/contract/languages';
import { requestLanguage } from '../shared/request-language.js';

type ErrorPayload = {
  success: false;
  error: { code: string; message: string; fields?: Record<string, string> };
};
type SuccessPayload = {
  success: true;
  data: { message?: unknown; results?: { messages?: unknown }[] } | null;
  /** `data.message` again, for an endpoint that declares it (route-of.ts). */
  message?: unknown;
};
type Payload = ErrorPayload | SuccessPayload;

const isEnvelope = (payload: unknown): payload is Payload =>
  typeof payload === 'object' && payload !== null && 'success' in payload;

const hasTexts = (payload: Payload) =>
  payload.success === false ||
  (typeof payload.data === 'object' &&
    payload.data !== null &&
    (typeof payload.data.message === 'string' || Array.isArray(payload.data.results)));

function localize(payload: Payload, language: Language): Payload {
  const tr = (text: string) => translateText(text, language);
  if (payload.success === false) {
    const { error } = payload;
    return {
      ...payload,
      error: {
        ...error,
        message: tr(error.message),
        ...(error.fields && {
          fields: Object.fromEntries(
            Object.entries(error.fields).map(([field, text]) => [field, tr(text)]),
          ),
        }),
      },
    };
  }
  const data = payload.data ?? {};
  return {
    ...payload,
    ...(typeof payload.message === 'string' && { message: tr(payload.message) }),
    data: {
      ...data,
      ...(typeof data.message === 'string' && { message: tr(data.message) }),
      ...(Array.isArray(data.results) && {
        results: data.results.map((result) =>
          Array.isArray(result.messages)
            ? {
                ...result,
                messages: result.messages.map((text: unknown) =>
                  typeof text === 'string' ? tr(text) : text,
                ),
              }
            : result,
        ),
      }),
    },
  };
}

/**
 * Every answer's messages in the request's language (issue 13): the error's message and field
 * messages, and a success's `message` (and an import's row messages). The code stays the same in
 * every language; the texts are the contract's, recognised by translateText.
 */
export function registerLocalize(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!isEnvelope(payload) || !hasTexts(payload)) return payload;
    // An answer is never lost to its translation: the database being away leaves it in English.
    const language = await requestLanguage(request).catch((): Language => 'en');
    return language === 'en' ? payload : localize(payload, language);
  });
}
