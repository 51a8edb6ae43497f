import { AUTOMATIC_PREFIX, isAutomaticBackupName } from './backup.service.js';
import { copyFile, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { StoredOffsiteBackup } from '../../db/schema/offsite-backup.js';

/** Where a backup file is copied off this machine: a bucket or a directory, seen the same way. */
export type OffsiteTarget = {
  /** Where a file of this name goes, as shown to an admin. */
  locationOf: (fileName: string) => string;
  put: (fileName: string, localPath: string) => Promise<void>;
  /** The automatic backups there, in no order. */
  listAutomatic: () => Promise<string[]>;
  remove: (fileName: string) => Promise<void>;
  close: () => void;
};

// Only the nightly files (isAutomaticBackupName) are ever deleted there, so the bucket or share
// may hold other files; a copy cut short (`.partial`) is not one.
const isAutomaticBackup = isAutomaticBackupName;

/**
 * A mounted share. The directory is not created: a share that is not mounted must fail, not fill
 * the mount point on this machine's own disk. Written under a temporary name and renamed, as the
 * local copy is, so a cut connection never leaves half a file that looks whole.
 */
function directoryTarget(directory: string): OffsiteTarget {
  return {
    locationOf: (fileName) => path.join(directory, fileName),
    put: async (fileName, localPath) => {
      const finalPath = path.join(directory, fileName);
      const partialPath = `${finalPath}.partial`;
      try {
        await copyFile(localPath, partialPath);
        await rename(partialPath, finalPath);
      } catch (error) {
        await rm(partialPath, { force: true }).catch(() => {});
        throw error;
      }
    },
    listAutomatic: async () => (await readdir(directory)).filter(isAutomaticBackup),
    remove: (fileName) => rm(path.join(directory, fileName), { force: true }),
    close: () => {},
  };
}

/** `rollcall/` and `rollcall` name the same folder; an empty prefix is the bucket's top. */
const keyPrefix = (prefix: string) => (prefix === '' ? '' : `${prefix.replace(/\/+$/, '')}/`);

/**
 * An S3-compatible bucket. Path-style addresses (`endpoint/bucket/key`), which MinIO and local
 * servers need and every provider accepts. Checksums only where the API requires them: the SDK's
 * newer default (a CRC on every upload) is refused by several S3-compatible services. The SDK
 * does not retry: the copy's own attempts (offsite-backup.service.ts) are the one policy.
 * An object appears whole or not at all, so no temporary name is needed.
 */
function s3Target(
  destination: Extract<StoredOffsiteBackup, { kind: 's3' }>,
  secretAccessKey: string,
): OffsiteTarget {
  const client = new S3Client({
    endpoint: destination.endpoint,
    region: destination.region,
    forcePathStyle: true,
    credentials: { accessKeyId: destination.accessKeyId, secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000 },
  });
  const { bucket } = destination;
  const prefix = keyPrefix(destination.prefix);
  return {
    locationOf: (fileName) => `s3://${bucket}/${prefix}${fileName}`,
    put: async (fileName, localPath) => {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${prefix}${fileName}`,
          Body: await readFile(localPath),
          ContentType: 'application/octet-stream',
        }),
      );
    },
    listAutomatic: async () => {
      const names: string[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${prefix}${AUTOMATIC_PREFIX}`,
            ContinuationToken: continuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          // Only files at the prefix's own level: a folder below it is someone else's.
          if (!name.includes('/') && isAutomaticBackup(name)) names.push(name);
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return names;
    },
    remove: async (fileName) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${prefix}${fileName}` }));
    },
    close: () => client.destroy(),
  };
}

export const offsiteTargetOf = (
  destination: StoredOffsiteBackup,
  secretAccessKey: () => string,
): OffsiteTarget =>
  destination.kind === 'directory'
    ? directoryTarget(destination.path)
    : s3Target(destination, secretAccessKey());
