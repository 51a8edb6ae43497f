import { messageTemplate } from '../i18n/message-template.js';

/**
 * Guardian nudges and letters (issue 26), in English; Spanish and French beside this file. The
 * `templates` are Rollcall's own wording of each message a school may rewrite (System Settings →
 * Notifications), filled by `fillOutreachTemplate` with single-brace placeholders, as the absence
 * templates are; the rest are ordinary texts.
 */
export const OUTREACH_MESSAGES = {
  templates: {
    nudgeEmailSubject: "{studentName}'s attendance so far this year",
    nudgeEmailBody: [
      'Dear {guardianName},',
      '',
      'So far this school year, {studentName} has been absent {absentDays}. {comparison}',
      '',
      'Every day in class counts. If something makes it hard for {studentName} to come to school, please let us know: we are glad to help.',
      '',
      '{schoolName}',
    ].join('\n'),
    nudgeSms:
      '{schoolName}: {studentName} has been absent {absentDays} this school year. {comparison} Every day counts.',
    letterNudge: [
      'Dear {guardianName},',
      '',
      'We are writing to let you know how {studentName} is attending school. So far this school year, {studentName} has been absent {absentDays}. {comparison}',
      '',
      'Every day in class counts. If something makes it hard for {studentName} to come to school, please contact us: we are glad to help.',
    ].join('\n'),
    letterConsecutiveAbsences: [
      'Dear {guardianName},',
      '',
      '{studentName} has been absent for the last {consecutiveDays} in a row, and {absentDays} so far this school year. {comparison}',
      '',
      'Please contact the school as soon as you can, so that together we can help {studentName} come back to class.',
    ].join('\n'),
    letterChronicAbsence: [
      'Dear {guardianName},',
      '',
      'So far this school year, {studentName} has been absent {absentDays}, {absentRate} of the school days. A student who misses one day in ten or more is at risk of falling behind. {comparison}',
      '',
      'We would like to meet with you to find out how we can help. Please contact the school to arrange a time.',
    ].join('\n'),
  },
  /** The `{comparison}` sentence: the student's absent days against the school's median. */
  comparedMore: messageTemplate(
    'That is more than a typical student at {{schoolName}}, who has been absent {{typical}}.',
    'schoolName',
    'typical',
  ),
  comparedFewer: messageTemplate(
    'That is fewer than a typical student at {{schoolName}}, who has been absent {{typical}}.',
    'schoolName',
    'typical',
  ),
  comparedSame: messageTemplate(
    'That is about the same as a typical student at {{schoolName}}.',
    'schoolName',
  ),
  /** A count of days in the messages (`{absentDays}`): one and many. */
  dayOne: messageTemplate('{{count}} day', 'count'),
  dayMany: messageTemplate('{{count}} days', 'count'),
  letterTitles: {
    nudge: messageTemplate("{{studentName}}'s attendance this school year", 'studentName'),
    'consecutive-absences': messageTemplate(
      "{{studentName}}'s absences from school",
      'studentName',
    ),
    'chronic-absence': messageTemplate(
      "{{studentName}}'s attendance: we would like to meet",
      'studentName',
    ),
  },
  letterKinds: {
    nudge: 'Attendance nudge',
    'consecutive-absences': 'Consecutive absences notice',
    'chronic-absence': 'Chronic absence warning',
  },
  letterFigures: 'Attendance this school year',
  letterAbsentDays: 'Days absent so far',
  letterSchoolDays: 'School days so far',
  letterTypical: messageTemplate('A typical student at {{schoolName}}', 'schoolName'),
  letterSignature: 'Principal',
  letterFileTitle: messageTemplate('Letters to guardians — {{kind}}', 'kind'),
  nudgesSent: messageTemplate('Nudges sent to the guardians of {{count}} students', 'count'),
  nudgesDryRun: messageTemplate('The guardians of {{count}} students would get a nudge', 'count'),
  channelsOff:
    'E-mail and SMS are both turned off in System Settings → Notifications: no nudge would go out.',
  lettersQueued: 'The letters are being made.',
  lettersNone: 'No student in this selection has a reason for a letter of this kind.',
  lettersNeedQueue: 'Letters are made in the background, which is not running on this server.',
  letterFailedUnexpectedly: 'The letters could not be made. Please try again.',
  letterInterrupted: 'The letters were interrupted three times and were not made.',
  letterKindInvalid: 'Choose the kind of letter: nudge, consecutive absences or chronic absence',
  letterScopeRequired: 'Choose a class or the students the letters are for',
  letterSectionNeedsClass: 'Choose the class of this section',
  linkInvalid: 'This download link is not valid.',
  linkExpired: 'This download link has expired. Open the letters again for a new one.',
  nudgeDayRange: 'Choose a day of the month between 1 and 28',
  /** The monthly nudge's sentence on the settings screen. */
  nudgeScheduleMonthly: messageTemplate(
    'On day {{day}} of every month, in the afternoon, the guardians of students with absences this school year get a nudge.',
    'day',
  ),
  nudgeScheduleOff: 'Nudges go out only when an admin sends them.',
} as const;
