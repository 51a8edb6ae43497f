import type { GateDevice, GateScanResult } from '@rollcall/contract/gate';
import { useCallback, useEffect, useRef, useState } from 'react';
import { beep } from '@/components/scan/beep';
import { GATE_RESULT_MS, GATE_SYNC_RETRY_MS, REREAD_IGNORE_MS } from '@/config/screen-constants';
import { ApiError } from '@/lib/api-error';
import {
  forgetGateDevice,
  getCachedDevice,
  readGateToday,
  readOwnDevice,
  sendGateScan,
} from '../api/gate-client';
import {
  enqueueScan,
  markRefused,
  queuedScans,
  refusedScans,
  removeQueuedScan,
  type QueuedScan,
  type RefusedScan,
} from '../offline/scan-queue';

export type KioskResult =
  | { kind: 'recorded'; result: GateScanResult }
  | { kind: 'refused'; message: string }
  | { kind: 'offline' };

/** A random v4 id; `crypto.randomUUID` exists only on https pages and localhost. */
export function newScanId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The server could not be reached, failed on its side or asks to slow down (a long offline queue
 * syncing): keep the scan and try again later.
 */
const isRetryable = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.isNetworkError ||
  error.status >= 500 ||
  error.status === 429;

const needsPairingAgain = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'GATE_DEVICE_REVOKED' || error.code === 'UNAUTHENTICATED');

/**
 * The kiosk: scans go straight to the server while it answers; otherwise (or while older scans
 * still wait) into the device's queue, which syncs in order by itself when the server is back.
 */
export function useGateKiosk() {
  const [device, setDevice] = useState<GateDevice | null>(getCachedDevice);
  const [isOnline, setIsOnline] = useState(() => navigator.onLine);
  const [queued, setQueued] = useState<QueuedScan[]>([]);
  const [refused, setRefused] = useState<RefusedScan[]>([]);
  const [count, setCount] = useState<number | null>(null);
  const [shown, setShown] = useState<KioskResult | null>(null);
  const [isRevoked, setIsRevoked] = useState(false);
  const lastReads = useRef(new Map<string, number>());
  const isSyncing = useRef(false);
  const hideTimer = useRef<number | undefined>(undefined);

  const reloadQueues = useCallback(async () => {
    const [waiting, refusedList] = await Promise.all([queuedScans(), refusedScans()]);
    setQueued(waiting);
    setRefused(refusedList);
    return waiting;
  }, []);

  const show = useCallback((result: KioskResult) => {
    window.clearTimeout(hideTimer.current);
    setShown(result);
    hideTimer.current = window.setTimeout(() => setShown(null), GATE_RESULT_MS);
  }, []);

  const lostCredential = useCallback(() => {
    forgetGateDevice();
    setIsRevoked(true);
  }, []);

  const refreshCount = useCallback(
    () =>
      readGateToday().then(
        (today) => {
          setCount(today.count);
          setIsOnline(true);
        },
        (error: unknown) => {
          if (needsPairingAgain(error)) lostCredential();
          else if (isRetryable(error)) setIsOnline(false);
        },
      ),
    [lostCredential],
  );

  /** Sends the waiting scans oldest first; stops at the first that cannot reach the server. */
  const sync = useCallback(async () => {
    if (isSyncing.current) return;
    isSyncing.current = true;
    try {
      for (const scan of await queuedScans()) {
        try {
          await sendGateScan(scan);
          await removeQueuedScan(scan.clientScanId);
          setIsOnline(true);
        } catch (error) {
          if (needsPairingAgain(error)) {
            lostCredential();
            break;
          }
          if (isRetryable(error)) {
            setIsOnline(false);
            break;
          }
          const message = error instanceof ApiError ? error.message : String(error);
          await markRefused(scan, message);
        }
      }
    } finally {
      isSyncing.current = false;
      const waiting = await reloadQueues();
      if (waiting.length === 0) void refreshCount();
    }
  }, [lostCredential, refreshCount, reloadQueues]);

  const submit = useCallback(
    async (rawCode: string) => {
      const code = rawCode.trim();
      if (!code) return;
      const now = Date.now();
      const lastRead = lastReads.current.get(code);
      if (lastRead !== undefined && now - lastRead < REREAD_IGNORE_MS) return;
      lastReads.current.set(code, now);
      const scan: QueuedScan = {
        clientScanId: newScanId(),
        code,
        scannedAt: new Date(now).toISOString(),
        queuedAt: now,
      };
      const keepOffline = async () => {
        await enqueueScan(scan);
        await reloadQueues();
        show({ kind: 'offline' });
        beep('success');
      };
      // Older scans still waiting go first: the server sees them in the order they were made.
      if (!navigator.onLine || (await queuedScans()).length > 0) {
        await keepOffline();
        void sync();
        return;
      }
      try {
        const result = await sendGateScan(scan);
        setIsOnline(true);
        show({ kind: 'recorded', result });
        beep('success');
        void refreshCount();
      } catch (error) {
        if (needsPairingAgain(error)) {
          lostCredential();
        } else if (isRetryable(error)) {
          setIsOnline(false);
          await keepOffline();
        } else {
          show({ kind: 'refused', message: error instanceof ApiError ? error.message : '' });
          beep('error');
        }
      }
    },
    [lostCredential, refreshCount, reloadQueues, show, sync],
  );

  useEffect(() => {
    // Sends what an earlier session left waiting, and reads the queues either way.
    void sync();
    void refreshCount();
    readOwnDevice()
      .then(setDevice)
      .catch((error: unknown) => {
        if (needsPairingAgain(error)) lostCredential();
      });
    const goOnline = () => {
      setIsOnline(true);
      void sync();
    };
    const goOffline = () => setIsOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.clearTimeout(hideTimer.current);
    };
  }, [lostCredential, refreshCount, reloadQueues, sync]);

  // The browser's online flag says nothing of the server: while scans wait, keep trying.
  useEffect(() => {
    if (queued.length === 0) return;
    const timer = window.setInterval(() => void sync(), GATE_SYNC_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [queued.length, sync]);

  return {
    device,
    isOnline,
    queued,
    refused,
    count,
    shown,
    isRevoked,
    submit,
    reloadQueues,
  };
}
