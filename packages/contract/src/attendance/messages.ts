import { messageTemplate } from '../i18n/message-template.js';

export const ATTENDANCE_MESSAGES = {
  saved: 'Attendance recorded',
  qrRequired: 'Please enter a QR code',
  /** The screens' line after a check-in; the scan reply's message leaves the name to `student`. */
  recorded: messageTemplate('Attendance recorded for {{name}}', 'name'),
  alreadyCheckedIn: messageTemplate(
    '{{name}} already checked in today at {{time}}',
    'name',
    'time',
  ),
  /** The same when the first check-in's time cannot be read (removed at that very moment). */
  alreadyCheckedInEarlier: messageTemplate('{{name}} already checked in today', 'name'),
  unknownCode: 'No student matches this QR code or student ID',
  archivedStudent: 'This student is no longer enrolled.',
  inactiveStudent: 'This student is inactive and cannot be checked in.',
  reasonRequired: 'Please give a reason',
  updated: 'Attendance record updated',
  deleted: 'Attendance record deleted',
  manualDateInFuture: 'Attendance cannot be recorded for a future date.',
  manualDateBeforeSchoolYear: messageTemplate(
    'Attendance can only be recorded for dates in this school year (from {{start}}).',
    'start',
  ),
  scanFailed: 'Failed to process QR code. Please try again.',
  noRecentActivity: 'No recent activity today',
  noRecordsToday: 'No attendance records today',
  listEmpty: 'No attendance records found for the selected filters.',
  listLoading: 'Loading attendance records...',
  fetchFailed: 'Failed to fetch attendance data',
} as const;
