import { messageTemplate } from '../i18n/message-template.js';

/** A family's data on request (issue 27): the export's words, the erasure's answers. */
export const PRIVACY_MESSAGES = {
  erased:
    'The student’s personal data was erased. Backups made before today still hold it until they age out.',
  /** The export's PDF summary. */
  export: {
    title: 'Student data export',
    madeOn: messageTemplate('Exported {{date}} by {{name}}', 'date', 'name'),
    attendance: 'Attendance records',
    checkOuts: 'Check-outs',
    edits: 'Edits',
    messages: 'Messages to guardians',
    idCards: 'ID cards',
    cases: 'Attendance cases and their notes',
    notes: 'Case note',
    audit: 'Audit entries',
    none: 'Nothing recorded',
    deleted: 'deleted',
    photo: 'A photo is in the file photo in this archive.',
    jsonNote: 'Every record in full is in student.json in this archive.',
  },
} as const;
