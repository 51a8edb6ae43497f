import { API_PREFIX, pathOf } from '@rollcall/contract/endpoint';
import { reportsApi, REPORT_LINK_TTL_SECONDS } from '@rollcall/contract/reports';
import { signedLinks, type SignedLinks } from '../../shared/signed-links.js';

/** A report's download link, signed and expiring (shared/signed-links.ts). */
export type ReportLinks = SignedLinks;

export const reportLinks = (secret: string, ttlSeconds = REPORT_LINK_TTL_SECONDS): ReportLinks =>
  signedLinks({
    secret,
    purpose: 'report',
    ttlSeconds,
    pathOf: (id) => API_PREFIX + pathOf(reportsApi.download, { id }),
  });
