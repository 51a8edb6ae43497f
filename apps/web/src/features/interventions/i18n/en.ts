import { OUTREACH_EN } from './outreach/en';

/** The attendance cases' screen words (issue 26); rules, statuses, tiers and actions are the contract's. */
export const INTERVENTIONS_EN = {
  page: {
    subtitle: 'Students the attendance rules flagged for follow-up, and what staff have done.',
    checkNow: 'Check rules now',
    checkFailed: 'The rules could not be checked.',
    loading: 'Loading cases',
    loadFailed: 'The cases could not be loaded.',
    listLabel: 'Attendance cases',
  },
  filters: {
    rule: 'Rule',
    allRules: 'All rules',
  },
  empty: {
    title: 'No cases here',
    open: 'No student needs follow-up. The rules are checked every school day after the absentee cutoff.',
    filtered: 'No case matches these filters.',
  },
  table: {
    ruleAndTier: 'Rule and tier',
    openedOn: 'Opened',
    figures: 'Figures',
    followUp: 'Follow-up',
    open: 'Open',
    openCase: 'Open the case of {{name}}: {{rule}}',
    unassigned: 'Unassigned',
    noAction: 'No action yet',
    lastAction: 'Last action {{when}}',
  },
  figures: {
    absent: '{{absent}} of {{enrolled}} days absent',
    rate: '{{rate}} % attendance',
    noRate: 'No school day yet',
    consecutive_one: '{{count}} day in a row',
    consecutive_other: '{{count}} days in a row',
    late_one: '{{count}} late day',
    late_other: '{{count}} late days',
  },
  detail: {
    title: 'Case details',
    loading: 'Loading the case',
    loadFailed: 'The case could not be loaded.',
    absentDays: 'Absent days',
    enrolledDays: 'of {{count}} enrolled',
    consecutive: 'Absent in a row',
    lateDays: 'Late days in the window',
    openedOn: 'Opened on {{date}}',
    closedOn: 'Closed on {{date}}',
    calendarTitle: 'Attendance calendar',
    noNotes: 'No notes yet.',
    noteBy: 'By {{name}} · {{when}}',
  },
  update: {
    save: 'Save follow-up',
    failed: 'The case could not be updated.',
    staffLoadFailed: 'The staff list could not be loaded.',
  },
  note: {
    title: 'Add a note',
    text: 'Note',
    textHint: 'What happened or what was agreed',
    action: 'Action taken',
    noAction: 'No action',
    add: 'Add note',
    failed: 'The note could not be added.',
  },
  /** /interventions/outreach: the guardians' nudges and letters. */
  outreach: OUTREACH_EN,
} as const;
