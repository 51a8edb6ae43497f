import { text } from '@rollcall/contract/i18n/text-key';
import type { OneRosterImportQuery } from '@rollcall/contract/roster';
import { AppError } from '../../shared/app-error.js';

type School = { sourcedId: string; name: string };

const orgError = (message: ReturnType<typeof text>) =>
  new AppError('VALIDATION_FAILED', message, { orgSourcedId: message });

/**
 * The one school an import reads: the one asked for, else the export's only one. With several
 * and none asked for, the preview asks (`'ask'`: it lists them) and an import is refused.
 * undefined: a delta without orgs.csv, which reads its students wherever they are enrolled.
 */
export function chooseSchool(
  schools: School[] | undefined,
  query: Pick<OneRosterImportQuery, 'orgSourcedId' | 'dryRun'>,
): School | 'ask' | undefined {
  if (!schools) return undefined;
  if (query.orgSourcedId) {
    const chosen = schools.find((school) => school.sourcedId === query.orgSourcedId);
    if (!chosen) throw orgError(text('roster.unknownSchool'));
    return chosen;
  }
  const [only, ...others] = schools;
  if (!only) throw orgError(text('roster.noSchool'));
  if (others.length === 0) return only;
  if (query.dryRun) return 'ask';
  throw orgError(text('roster.chooseSchool'));
}
