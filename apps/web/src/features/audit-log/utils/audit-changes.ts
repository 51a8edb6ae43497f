/**
 * One changed value of an audit entry, as the table shows it: which field (its path, nested
 * settings one part each), before → after.
 */
export type AuditChange = { path: string[]; before: string; after: string };

/** Writes a recorded value for the table; the path says which field it is (a code to name). */
export type ValueFormat = (value: unknown, path: string[]) => string;

export const NO_VALUE = '—';
const MAX_VALUE_LENGTH = 60;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "smsEnabled" → "sms enabled": a field no label names yet still reads as words. */
export const readablePart = (part: string) =>
  part.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();

/** A field's name: each part's label (or its words), joined with " › ". */
export const fieldName = (path: string[], label: (part: string) => string | undefined) =>
  path.map((part) => label(part) ?? readablePart(part)).join(' › ');

/** A value in full: text as it is, lists of plain values joined, the rest as indented JSON. */
export function fullValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) {
    return value.join(', ') || NO_VALUE;
  }
  return JSON.stringify(value, null, 2);
}

/** A value in one short line, cut when long. */
export function shortValue(value: unknown): string {
  const line = fullValue(value).replace(/\s+/g, ' ');
  return line.length > MAX_VALUE_LENGTH ? `${line.slice(0, MAX_VALUE_LENGTH - 1)}…` : line;
}

type Collector = { format: ValueFormat; into: AuditChange[] };

function collect(before: unknown, after: unknown, path: string[], collector: Collector) {
  if (isRecord(before) || isRecord(after)) {
    const from = isRecord(before) ? before : {};
    const to = isRecord(after) ? after : {};
    // Nested settings (notifications) read as their own fields; a side that is not an object
    // (a record created or deleted) shows as no value.
    if ((isRecord(before) || before == null) && (isRecord(after) || after == null)) {
      for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
        collect(from[key], to[key], [...path, key], collector);
      }
      return;
    }
  }
  if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return;
  collector.into.push({
    path,
    before: collector.format(before, path),
    after: collector.format(after, path),
  });
}

/**
 * What an entry changed, one line per field, nested objects flattened: the server records only
 * the fields that changed for an edit, the whole record for a creation or deletion.
 */
export function auditChanges(
  before: unknown,
  after: unknown,
  format: ValueFormat = shortValue,
): AuditChange[] {
  const into: AuditChange[] = [];
  collect(before, after, [], { format, into });
  return into;
}
