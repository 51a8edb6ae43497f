/** The guardian outreach screen's own texts in English; the contract's are translated by key. */
export const OUTREACH_EN = {
  title: 'Guardian outreach',
  subtitle:
    'Nudge the guardians of students with absences this school year, and print letters to post.',
  accessDenied: 'Access Denied - Only administrators can send nudges and make letters.',
  nudges: {
    title: 'Nudges by e-mail and SMS',
    description:
      'Each guardian is told their child’s absent days so far and how that compares with a typical student. Students without absences, and guardians who asked not to be nudged, get none; nobody gets two in one day.',
    preview: 'Preview who would get one',
    send: 'Send nudges now',
    confirm: 'Send the nudges now?',
    confirmBody: 'The guardians listed in the preview will be sent a message now.',
    typical: 'A typical student has been absent {{days}}.',
    nobody: 'Nobody would get a nudge now.',
    absentDays: 'Absent days',
    channels: 'Sent by',
    failed: 'The nudges could not be sent.',
  },
  letters: {
    title: 'Letters to post',
    description:
      'One printable PDF, a letter a page in each guardian’s language, with the school’s letterhead and the figures.',
    kind: 'Kind of letter',
    make: 'Make letters',
    progress: '{{done}} of {{total}} letters',
    download: 'Download the letters (PDF)',
    failed: 'The letters could not be made.',
  },
} as const;
