import { createHmac, timingSafeEqual } from 'node:crypto';
import { REPORT_ENDPOINTS, REPORT_LINK_TTL_SECONDS } from '@rollcall/contract/reports';
import { AppError } from '../../shared/app-error.js';

/**
 * Download links are opened in a new window, which sends no bearer token, so each link carries
 * its own proof: an HMAC of the report id and the expiry. A changed id, expiry or signature is
 * refused (403) before the expiry is looked at, and a genuine but old link gets 410; neither
 * ever reaches the file.
 */
export type ReportLinks = {
  urlFor: (id: string, now: Date) => string;
  verify: (id: string, query: { expires: string; signature: string }, now: Date) => void;
};

export function reportLinks(secret: string, ttlSeconds = REPORT_LINK_TTL_SECONDS): ReportLinks {
  const sign = (id: string, expires: string) =>
    createHmac('sha256', secret).update(`report:${id}:${expires}`).digest('base64url');
  return {
    urlFor: (id, now) => {
      const expires = String(Math.floor(now.getTime() / 1000) + ttlSeconds);
      const path = REPORT_ENDPOINTS.download.path.replace(':id', id);
      return `/api${path}?expires=${expires}&signature=${sign(id, expires)}`;
    },
    verify: (id, query, now) => {
      const expected = Buffer.from(sign(id, query.expires));
      const given = Buffer.from(query.signature);
      if (
        !/^\d{1,12}$/.test(query.expires) ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        throw new AppError('LINK_INVALID');
      }
      if (Number(query.expires) * 1000 <= now.getTime()) throw new AppError('LINK_EXPIRED');
    },
  };
}
