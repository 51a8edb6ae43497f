import type { Text } from '@rollcall/contract/i18n/text-key';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from './app-error.js';

/** A signed link's query: its expiry and signature, and whose it is when it is someone's. */
export type SignedLinkQuery = { expires: string; signature: string; holder?: string | undefined };

/**
 * Download links opened in a new window carry no bearer token, so each carries its own proof: an
 * HMAC of what it names, the id, the expiry and (for a person's link) its holder. A changed id,
 * expiry, holder or signature is refused (403) before the expiry is looked at, and a genuine but
 * old link gets 410; neither reaches the file.
 */
export type SignedLinks = {
  urlFor: (id: string, now: Date, holder?: string) => string;
  /** Returns the holder the link was signed for, if any. */
  verify: (id: string, query: SignedLinkQuery, now: Date) => string | undefined;
};

/** What makes the links of one person: the job lists hand theirs out. */
export type LinkMaker = Pick<SignedLinks, 'urlFor'>;

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
  const sign = (id: string, expires: string, holder = '') =>
    createHmac('sha256', secret)
      .update(`${purpose}:${id}:${expires}:${holder}`)
      .digest('base64url');
  return {
    urlFor: (id, now, holder) => {
      const expires = String(Math.floor(now.getTime() / 1000) + ttlSeconds);
      const held = holder ? `&holder=${encodeURIComponent(holder)}` : '';
      return `${options.pathOf(id)}?expires=${expires}${held}&signature=${sign(id, expires, holder)}`;
    },
    verify: (id, query, now) => {
      const expected = Buffer.from(sign(id, query.expires, query.holder));
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
      return query.holder || undefined;
    },
  };
}
