import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The kiosk's scans waiting for the server, and those the server refused when they synced, kept in
 * IndexedDB so that a reload, a crash or a flat battery loses none of them. Each keeps the time it
 * was made and the id the device made for it: the server records it once whatever the retries.
 */
export type QueuedScan = {
  clientScanId: string;
  code: string;
  scannedAt: string;
  /** Milliseconds since the epoch: the queue's order. */
  queuedAt: number;
};

export type RefusedScan = QueuedScan & { message: string; refusedAt: number };

interface GateDb extends DBSchema {
  queue: { key: string; value: QueuedScan; indexes: { byTime: number } };
  refused: { key: string; value: RefusedScan; indexes: { byTime: number } };
}

const DB_NAME = 'rollcall-gate';
let opened: Promise<IDBPDatabase<GateDb>> | undefined;

function database() {
  opened ??= openDB<GateDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('queue', { keyPath: 'clientScanId' }).createIndex('byTime', 'queuedAt');
      db.createObjectStore('refused', { keyPath: 'clientScanId' }).createIndex(
        'byTime',
        'refusedAt',
      );
    },
  });
  return opened;
}

export async function enqueueScan(scan: QueuedScan): Promise<void> {
  await (await database()).put('queue', scan);
}

/** Oldest first: the order the cards were read in. */
export async function queuedScans(): Promise<QueuedScan[]> {
  return (await database()).getAllFromIndex('queue', 'byTime');
}

export async function removeQueuedScan(clientScanId: string): Promise<void> {
  await (await database()).delete('queue', clientScanId);
}

/** Moves a scan the server refused out of the queue into the list staff look at, atomically. */
export async function markRefused(scan: QueuedScan, message: string): Promise<void> {
  const tx = (await database()).transaction(['queue', 'refused'], 'readwrite');
  await Promise.all([
    tx.objectStore('refused').put({ ...scan, message, refusedAt: Date.now() }),
    tx.objectStore('queue').delete(scan.clientScanId),
    tx.done,
  ]);
}

export async function refusedScans(): Promise<RefusedScan[]> {
  return (await database()).getAllFromIndex('refused', 'byTime');
}

export async function clearRefusedScans(): Promise<void> {
  await (await database()).clear('refused');
}
