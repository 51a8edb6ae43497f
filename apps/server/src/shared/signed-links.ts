import type { Text } from '@rollcall/contract/i18n/text-key';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from './app-error.js';

/**
 * Download links opened in a new window carry no bearer token, so each carries its own proof: an
 * HMAC of what it names, the id and the expiry. A changed id, expiry or signature is refused (403)
 * before the expiry is looked at, and a genuine but old link gets 410; neither reaches the file.
 */
export type SignedLinks = {
  urlFor: (id: string, now: Date) => string;
  verify: (id: string, query: { expires: string; signature: string }, now: Date) => void;
};

export function signedLinks(options: {
  secret: string;
  /** Keeps one kind's signature from opening another kind's file. */
  purpose: string;
  ttlSeconds: number;
  /** The link's path (under /api) for an id. */
  pathOf: (id: string) => string;
  messages?: { invalid?: Text; expired?: Text };
}): SignedLinks {
  const { secret, purpose, ttlSeconds, messages } = options;
  const sign = (id: string, expires: string) =>
    createHmac('sha256', secret).update(`${purpose}:${id}:${expires}`).digest('base64url');
  return {
    urlFor: (id, now) => {
      const expires = String(Math.floor(now.getTime() / 1000) + ttlSeconds);
      return `${options.pathOf(id)}?expires=${expires}&signature=${sign(id, expires)}`;
    },
    verify: (id, query, now) => {
      const expected = Buffer.from(sign(id, query.expires));
      const given = Buffer.from(query.signature);
      if (
        !/^\d{1,12}$/.test(query.expires) ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        throw new AppError('LINK_INVALID', messages?.invalid);
      }
      if (Number(query.expires) * 1000 <= now.getTime()) {
        throw new AppError('LINK_EXPIRED', messages?.expired);
      }
    },
  };
}
