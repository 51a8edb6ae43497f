import { z } from 'zod';
import { textSchema } from '../common.js';
import { textKey } from '../i18n/text-key.js';

/**
 * The off-machine copy of the nightly backup (issue 40): an S3-compatible bucket (AWS S3,
 * Backblaze B2, MinIO, Wasabi) or a second directory (a mounted network share).
 */
export const OFFSITE_BACKUP_KINDS = ['s3', 'directory'] as const;
export type OffsiteBackupKind = (typeof OFFSITE_BACKUP_KINDS)[number];

export const OFFSITE_LIMITS = {
  endpoint: 300,
  region: 40,
  bucket: 63,
  prefix: 200,
  accessKeyId: 128,
  secretAccessKey: 256,
  path: 500,
} as const;

/** This machine by name or address: the only place a plain-http endpoint may be. */
export const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127(\.\d{1,3}){3}$/.test(hostname) ||
  hostname === '[::1]';

/**
 * https, or http to this machine only (a MinIO beside the server): the key and every child's
 * data must not cross a network in the clear. No user name or password in the address: the key
 * has fields of its own, and an address is shown back.
 */
export const isSafeEndpoint = (text: string) => {
  try {
    const url = new URL(text);
    if (url.username || url.password) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  } catch {
    return false;
  }
};

/** `/mnt/backups` (Linux, macOS), `D:\Backups` or `\\server\share` (Windows). */
export const isAbsolutePath = (text: string) =>
  text.startsWith('/') || /^[A-Za-z]:[\\/]/.test(text) || text.startsWith('\\\\');

/** A blank secret (a form's empty field) means "keep the one stored". */
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

const required = (max: number, message: ReturnType<typeof textKey>) =>
  textSchema({ error: message }).trim().min(1, message).max(max, message);

const S3BodySchema = z.object({
  kind: z.literal('s3'),
  endpoint: required(OFFSITE_LIMITS.endpoint, textKey('settings.offsiteEndpointInvalid')).refine(
    isSafeEndpoint,
    textKey('settings.offsiteEndpointInvalid'),
  ),
  region: required(OFFSITE_LIMITS.region, textKey('settings.offsiteRegionInvalid')).regex(
    /^[A-Za-z0-9-]+$/,
    textKey('settings.offsiteRegionInvalid'),
  ),
  // S3's rule (3–63 letters, digits, dots, hyphens), with B2's capitals and underscores allowed.
  bucket: required(OFFSITE_LIMITS.bucket, textKey('settings.offsiteBucketInvalid')).regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/,
    textKey('settings.offsiteBucketInvalid'),
  ),
  /** A folder inside the bucket (`rollcall/` or empty); the files are named under it. */
  prefix: textSchema()
    .trim()
    .max(OFFSITE_LIMITS.prefix, textKey('settings.offsitePrefixInvalid'))
    .regex(/^(?!\/)[A-Za-z0-9!_.*'()/-]*$/, textKey('settings.offsitePrefixInvalid'))
    .default(''),
  accessKeyId: required(OFFSITE_LIMITS.accessKeyId, textKey('settings.offsiteAccessKeyRequired')),
  /** Write-only: never answered; left out (or blank), the stored one is kept. */
  secretAccessKey: z.preprocess(
    blankIsAbsent,
    required(OFFSITE_LIMITS.secretAccessKey, textKey('settings.offsiteSecretRequired')).optional(),
  ),
});

const DirectoryBodySchema = z.object({
  kind: z.literal('directory'),
  path: required(OFFSITE_LIMITS.path, textKey('settings.offsitePathAbsolute')).refine(
    isAbsolutePath,
    textKey('settings.offsitePathAbsolute'),
  ),
});

/** What an admin sends: a destination, or null for none. */
export const OffsiteBackupBodySchema = z.discriminatedUnion(
  'kind',
  [S3BodySchema, DirectoryBodySchema],
  { error: textKey('settings.offsiteKindInvalid') },
);
export type OffsiteBackupBody = z.infer<typeof OffsiteBackupBodySchema>;

/** The destination as answered: the secret never, only whether one is stored. */
export const OffsiteBackupSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('s3'),
    endpoint: z.string(),
    region: z.string(),
    bucket: z.string(),
    prefix: z.string(),
    accessKeyId: z.string(),
    hasSecretAccessKey: z.boolean(),
  }),
  z.object({ kind: z.literal('directory'), path: z.string() }),
]);
export type OffsiteBackup = z.infer<typeof OffsiteBackupSchema>;

/**
 * How the last copy went: `off` with no destination, `pending` until the first try after the
 * destination was set, then `copied` or `failed`.
 */
export const OFFSITE_COPY_STATUSES = ['off', 'pending', 'copied', 'failed'] as const;
export type OffsiteCopyStatus = (typeof OFFSITE_COPY_STATUSES)[number];
