import type { DrawingPool } from '../../shared/drawing/drawing-pool.js';
import { readingBeside } from '../../shared/drawing/drawing-pool.js';
import { readRosterExport, type RosterExport } from './oneroster-export.js';

type RosterZip = { zip: Uint8Array };

/**
 * Run on a thread of the drawing pool (shared/drawing): a district's zip unpacked (up to 100 MB)
 * and its CSV files parsed there, not on the event loop that answers the gate (issue 29). Its
 * field errors (not a zip, too large, a file missing) come back as the same field errors.
 */
export function draw(header: RosterZip): RosterExport {
  return readRosterExport(header.zip);
}

const rosterReading = readingBeside<RosterZip, RosterExport>(import.meta.url, 'roster-reading');

/** readRosterExport on a thread of the pool. */
export const readRosterExportOn = (pool: DrawingPool, zip: Uint8Array) =>
  pool.read(rosterReading, { zip });
