import { sql } from 'drizzle-orm';

const utf8 = new TextEncoder();

/**
 * A value as UTF-8 JSON bytes: a drawing thread hands bytes over rather than copying them into the
 * event loop's heap (shared/drawing), where tens of megabytes of strings took it 270 ms to receive
 * (issue 39 §4).
 */
export const jsonBytes = (value: unknown): Uint8Array => utf8.encode(JSON.stringify(value));

/** jsonBytes as a statement's parameter: sent as bytea, read back as jsonb. */
export const jsonbFromBytes = (json: Uint8Array) =>
  sql`convert_from(${Buffer.from(json.buffer, json.byteOffset, json.byteLength)}::bytea, 'UTF8')::jsonb`;
