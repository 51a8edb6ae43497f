import { text } from '@rollcall/contract/i18n/text-key';
import type { Wording } from '../../shared/wording.js';
import type { Row } from './roster-plan.js';

/** Row messages that tell something about the school's own records, not about the file. */
const TELLS_OF_THE_SCHOOL = new Set(['roster.studentIdOfAnother']);

const keyOf = (wording: Wording) =>
  typeof wording === 'string' ? wording : 'key' in wording ? wording.key : undefined;

/**
 * What a script with an API token is told (issue 39): the counts, and the rows of its own file
 * that were not imported with their reasons, by line and sourcedId. Not the roster's names,
 * classes or Student IDs, not the school's students its file leaves out, and not whether a
 * Student ID is taken already: an admin sees all of that on the Students screen.
 */
export function tokenRows(rows: readonly Row[]): Row[] {
  return rows
    .filter((row) => row.line !== undefined && row.errors.length > 0)
    .map(({ file, line, sourcedId, action, errors }) => ({
      file,
      line,
      sourcedId,
      action,
      errors: errors.some((error) => TELLS_OF_THE_SCHOOL.has(keyOf(error) ?? ''))
        ? [text('roster.heldForAdmin')]
        : errors,
    }));
}
