import { CAMERA_MESSAGES } from '@/components/scan/camera-errors';

/**
 * The attendance screens' own texts in English (issue 13), with the scan dialog's and its camera's;
 * the contract's are translated by key.
 */
export const ATTENDANCE_EN = {
  page: {
    title: 'Attendance Records',
    subtitle: 'View and filter attendance logs by student and date range.',
    initialLoadFailed: 'Failed to load initial data',
    selectedStudent: 'Selected student',
  },
  toolbar: {
    autoRefresh: 'Auto-refresh',
    every: 'Every {{seconds}} seconds',
    lastUpdated: 'Last updated: {{time}}',
    exportCsv: 'Export CSV',
    exportExcel: 'Export Excel',
    excelNote:
      'The Excel export covers every student in the date range: choose All Students to use it.',
    exported_one: 'Exported {{count}} record to {{fileName}}',
    exported_other: 'Exported {{count}} records to {{fileName}}',
    exportFailed: 'Failed to export attendance data',
  },
  filters: {
    allStudents: 'All Students',
    noMatch: 'No students match',
  },
  table: {
    syncedLater: 'Reached the server at {{time}}',
    date: 'Date',
    timeWindow: 'Time Window',
    checkOut: 'Check-out',
  },
  rowActions: {
    editOf: 'Edit attendance of {{name}}',
    deleteOf: 'Delete attendance of {{name}}',
  },
  edit: {
    title: 'Edit Attendance',
    reason: 'Reason for the change',
    reasonHelp: "Kept with the record's history",
    failed: 'Attendance update failed',
  },
  delete: {
    title: 'Delete Attendance',
    question:
      'Delete the attendance of {{name}} on {{date}}? The record leaves every list and count; its history is kept.',
    failed: 'Attendance deletion failed',
  },
  scan: {
    code: 'QR Code',
    codeHelp:
      "Paste or type the code from the student's card, or the student ID. A hand-held reader types it here too.",
    codePlaceholder: '{"studentId":"S-001", …} or S-001',
    continuous: 'Continuous mode (school gate)',
    continuousHelp: 'Keeps this dialog open: every scan is listed below with a beep.',
    useCamera: 'Use Camera',
    stopCamera: 'Stop Camera',
    submit: 'Scan Attendance',
    loadingCamera: 'Loading the camera scanner',
    log: 'Scans this session: {{recorded}} recorded, {{refused}} refused',
  },
  camera: {
    select: 'Camera',
    numbered: 'Camera {{number}}',
    preview: 'Camera preview',
    starting: 'Starting camera…',
    hold: 'Hold the QR code on the card in front of the camera.',
    errors: CAMERA_MESSAGES,
  },
} as const;
