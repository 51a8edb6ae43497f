/** Timings and display rules of the screens, from the spec; only the browser uses them. */

/** "when on, the list reloads every 30 seconds" (attendance list; the dashboard too). */
export const AUTO_REFRESH_SECONDS = 30;

/** The scan dialog "closes itself 2 seconds after a scan". */
export const SCAN_DIALOG_AUTO_CLOSE_MS = 2000;

/** The same code read by a camera again within this long of its last read is the same card still in view. */
export const REREAD_IGNORE_MS = 3000;

/** Absentee screen: "Toasts auto-hide after 5 seconds." */
export const ABSENTEE_TOAST_MS = 5000;

/** Dashboard: "Recent Activity: the latest 5 check-ins." */
export const RECENT_ACTIVITY_ITEMS = 5;

/** Dashboard: "The rate card notes Great job! at 80% or more". */
export const GOOD_ATTENDANCE_RATE = 80;

/** "The dashboard scan sends location Admin Dashboard and notes Scanned via admin dashboard." */
export const DASHBOARD_SCAN_LOCATION = 'Admin Dashboard';
export const DASHBOARD_SCAN_NOTES = 'Scanned via admin dashboard';

/** Gate kiosk (issue 14): each result shows for about 1.5 s, then the gate is ready again. */
export const GATE_RESULT_MS = 1500;
/** While scans wait offline, the kiosk tries the server again this often. */
export const GATE_SYNC_RETRY_MS = 5000;

/**
 * The header's bell (new attendance cases, notices) and the Students screen's held roster import
 * look again this often, and when the person comes back to the tab.
 */
export const NOTICES_REFRESH_MS = 60_000;
