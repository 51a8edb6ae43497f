import { renderMessage } from '@rollcall/contract/i18n/render';
import type { Language } from '@rollcall/contract/languages';
import type { LinkMaker } from '../signed-links.js';
import type { JOB_STATUSES } from './leased-columns.js';

/** What a leased job's row says of it: how a status endpoint shows any job's progress. */
export type JobProgress = {
  status: (typeof JOB_STATUSES)[number];
  /** The signed link to its file, once Ready. */
  downloadUrl: string | null;
  /** Why it failed, in the reader's language, once Failed. */
  failureReason: string | null;
};

/** A job's progress as the status endpoints reply it; the stored reason (a text key) is written in the reader's language. */
export function jobProgressOf(
  row: { id: string; status: JobProgress['status']; failureReason: string | null },
  links: LinkMaker,
  now: Date,
  language: Language,
): JobProgress {
  return {
    status: row.status,
    downloadUrl: row.status === 'Ready' ? links.urlFor(row.id, now) : null,
    failureReason:
      row.status === 'Failed' && row.failureReason
        ? renderMessage(row.failureReason, language)
        : null,
  };
}
