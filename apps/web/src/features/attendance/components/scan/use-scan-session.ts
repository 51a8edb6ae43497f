import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSchoolTime } from '@/lib/school-time';
import { ApiError } from '@/lib/api-error';
import { useScanAttendance, type ScanResult } from '../../api/scan-attendance';
import { useRecordDisplay } from '../use-record-display';
import { beep } from '@/components/scan/beep';
import {
  DASHBOARD_SCAN_LOCATION,
  DASHBOARD_SCAN_NOTES,
  REREAD_IGNORE_MS,
  SCAN_DIALOG_AUTO_CLOSE_MS,
} from '@/config/screen-constants';

const LOG_LIMIT = 50;

export type ScanSource = 'typed' | 'camera';

export type ScanOutcome = {
  id: number;
  kind: 'success' | 'error';
  message: string;
  /** "10-A · 08:05 · On time" for a recorded check-in; the time alone for a refusal. */
  detail: string;
};

export type ScanSessionOptions = {
  timezone: string;
  location?: string;
  notes?: string;
  onScanned?: (result: ScanResult) => void;
  onClose: () => void;
};

/** The server's reason when it gave one (in the user's language already), or the spec's fallback. */
const hasServerReason = (error: unknown): error is ApiError =>
  error instanceof ApiError && !error.isNetworkError && error.code !== 'UNEXPECTED_RESPONSE';

/**
 * One scanning session of the dialog: typed and camera codes go through the same mutation.
 * Single mode closes the dialog 2 s after a scan; continuous mode (the school gate) keeps it
 * open, lists every result and beeps.
 */
export function useScanSession(options: ScanSessionOptions) {
  const { timezone, location = DASHBOARD_SCAN_LOCATION, notes = DASHBOARD_SCAN_NOTES } = options;
  const { t: tc } = useTranslation('contract');
  const display = useRecordDisplay();
  const scan = useScanAttendance();
  const [isContinuous, setIsContinuous] = useState(false);
  const [latest, setLatest] = useState<ScanOutcome | null>(null);
  const [log, setLog] = useState<ScanOutcome[]>([]);
  const closeTimer = useRef<number | undefined>(undefined);
  const lastCameraRead = useRef<{ code: string; at: number } | undefined>(undefined);
  const hasFinishedSingle = useRef(false);
  const nextId = useRef(1);
  const callbacks = useRef(options);

  useEffect(() => {
    callbacks.current = options;
  });
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const changeContinuous = (isOn: boolean) => {
    setIsContinuous(isOn);
    window.clearTimeout(closeTimer.current);
    hasFinishedSingle.current = false;
  };

  const submit = async (code: string, source: ScanSource): Promise<ScanOutcome> => {
    let outcome: ScanOutcome;
    try {
      const result = await scan.mutateAsync({ qrCode: code.trim(), location, notes });
      outcome = {
        id: nextId.current++,
        kind: 'success',
        // The reply's message leaves the name to `student`: the dialog's line names them.
        message: tc('attendance.recorded', {
          name: `${result.student.firstName} ${result.student.lastName}`,
        }),
        detail: [
          `${result.student.class}-${result.student.section}`,
          formatSchoolTime(result.attendance.scanTime, timezone),
          display.minutesLate(result.attendance.minutesLate),
        ].join(' · '),
      };
      callbacks.current.onScanned?.(result);
    } catch (error) {
      outcome = {
        id: nextId.current++,
        kind: 'error',
        message: hasServerReason(error) ? error.message : tc('attendance.scanFailed'),
        detail: dayjs().tz(timezone).format('HH:mm'),
      };
    }
    setLatest(outcome);
    if (isContinuous || source === 'camera') beep(outcome.kind);
    if (isContinuous) {
      setLog((current) => [outcome, ...current].slice(0, LOG_LIMIT));
    } else {
      hasFinishedSingle.current = true;
      window.clearTimeout(closeTimer.current);
      closeTimer.current = window.setTimeout(
        () => callbacks.current.onClose(),
        SCAN_DIALOG_AUTO_CLOSE_MS,
      );
    }
    return outcome;
  };

  const onCameraDecode = (code: string) => {
    const now = Date.now();
    const last = lastCameraRead.current;
    lastCameraRead.current = { code, at: now };
    // Sliding: a card held in view keeps renewing the window and is scanned once.
    if (last && last.code === code && now - last.at < REREAD_IGNORE_MS) return;
    // Single mode takes one card; the dialog is about to close.
    if (!isContinuous && (hasFinishedSingle.current || scan.isPending)) return;
    void submit(code, 'camera');
  };

  return {
    isContinuous,
    changeContinuous,
    latest,
    log,
    isPending: scan.isPending,
    submit,
    onCameraDecode,
  };
}
