import type { ErrorCode } from '@rollcall/contract/errors';
import { AppError } from './app-error.js';

/** Where a scan came from: staff with the scanner page, or the gate kiosk (device or staff). */
export type ScanSource = 'staff' | 'gate';

/** What became of a scan request, as an operator watches it (never who was scanned). */
export const SCAN_OUTCOMES = [
  'checked-in',
  'already-checked-in',
  'checked-out',
  'already-checked-out',
  'unknown-code',
  'invalid-card',
  'refused',
  'error',
] as const;
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

const OUTCOME_OF_ERROR: Partial<Record<ErrorCode, ScanOutcome>> = {
  ALREADY_CHECKED_IN: 'already-checked-in',
  STUDENT_NOT_FOUND: 'unknown-code',
  QR_INVALID: 'invalid-card',
  QR_SUPERSEDED: 'invalid-card',
  STUDENT_UNAVAILABLE: 'refused',
  SCAN_DAY_CLOSED: 'refused',
  SCAN_IN_FUTURE: 'refused',
};

/** A refused scan's outcome; anything else (a closed session, a failure of ours) is an error. */
const scanOutcomeOfError = (error: unknown): ScanOutcome =>
  (error instanceof AppError && OUTCOME_OF_ERROR[error.code]) || 'error';

/** What the app's code records for the metrics (plugins/metrics.ts); all of it in memory. */
export type Metrics = {
  /** Counts a scan as it settles (an increment, nothing more) and passes it on unchanged. */
  countScan: <T>(
    source: ScanSource,
    scan: Promise<T>,
    outcomeOf: (result: T) => ScanOutcome,
  ) => Promise<T>;
};

/** Metrics off (no METRICS_TOKEN): the scan passes straight through. */
export const NO_METRICS: Metrics = { countScan: (_source, scan) => scan };

/** The metrics' scan counting around one increment per outcome. */
export const scanCounting =
  (increment: (source: ScanSource, outcome: ScanOutcome) => void): Metrics['countScan'] =>
  async (source, scan, outcomeOf) => {
    try {
      const result = await scan;
      increment(source, outcomeOf(result));
      return result;
    } catch (error) {
      increment(source, scanOutcomeOfError(error));
      throw error;
    }
  };
