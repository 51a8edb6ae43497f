import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '@rollcall/contract/languages';
import { getSettings } from './school-settings.js';

/**
 * The first of an Accept-Language header's languages (by weight) that Rollcall speaks:
 * "fr-CA,fr;q=0.9,en;q=0.8" is French, "de-DE,de;q=0.9" none.
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters
        .map((parameter) => parameter.trim())
        .find((parameter) => parameter.startsWith('q='));
      return {
        tag: tag.trim().toLowerCase(),
        weight: weight ? Number(weight.slice(2)) : 1,
        position,
      };
    })
    .filter(({ weight }) => Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}

/**
 * The language of a request's answer (issue 13): the signed-in staff member's choice, else the
 * browser's Accept-Language when it names one of the three, else the school's default.
 */
export async function requestLanguage(request: FastifyRequest): Promise<Language> {
  return (
    request.actor?.language ??
    acceptedLanguage(request.headers['accept-language']) ??
    (await getSettings(request.server.db)).defaultLanguage
  );
}
