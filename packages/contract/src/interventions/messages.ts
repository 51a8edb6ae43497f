import { messageTemplate } from '../i18n/message-template.js';
import type { CaseAction, CaseStatus, InterventionRule } from './schemas.js';

export const INTERVENTION_MESSAGES = {
  statusInvalid: 'Choose open, monitoring or closed',
  tierInvalid: 'Choose tier 1, 2 or 3',
  nothingToChange: 'Change the status, the tier or who the case is assigned to',
  noteRequired: 'Write what happened or what was agreed',
  noteTooLong: messageTemplate('Keep the note to {{max}} characters or fewer', 'max'),
  actionInvalid: 'Choose call, meeting, letter, home visit or other',
  alreadyOpen: 'This student already has an open case for this rule. Follow that one up instead.',
  letterNote: messageTemplate('Letter to the guardians made for printing: {{kind}}', 'kind'),
  caseUpdated: 'Case updated',
  noteAdded: 'Note added',
  checked: messageTemplate(
    'Rules checked up to {{date}}. New cases: {{opened}}. Already open: {{stillOpen}}.',
    'date',
    'opened',
    'stillOpen',
  ),
  consecutiveRange: 'Enter a number of school days from 2 to 30',
  latenessDaysRange: 'Enter a number of days from 2 to 60',
  latenessWindowRange: 'Enter a number of school days from 5 to 180',
  latenessWindowTooShort: 'The window must be at least as many school days as the late days',
  digestSubject: messageTemplate(
    'New attendance cases at {{school}}: {{count}}',
    'school',
    'count',
  ),
  digestIntro: messageTemplate(
    'These attendance cases opened on {{date}}. Follow them up in Rollcall under Interventions.',
    'date',
  ),
  digestLine: messageTemplate(
    '{{name}} ({{class}}-{{section}}): {{rule}}',
    'name',
    'class',
    'section',
    'rule',
  ),
} as const;

export const INTERVENTION_RULE_LABELS: Record<InterventionRule, string> = {
  'consecutive-absences': 'Consecutive absences',
  'chronic-absence': 'Chronic absence',
  'repeated-lateness': 'Repeated lateness',
};

export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  open: 'Open',
  monitoring: 'Monitoring',
  closed: 'Closed',
};

export const CASE_TIER_LABELS = {
  1: 'Tier 1 (universal)',
  2: 'Tier 2 (targeted)',
  3: 'Tier 3 (intensive)',
} as const;

export const CASE_ACTION_LABELS: Record<CaseAction, string> = {
  call: 'Phone call',
  meeting: 'Meeting',
  letter: 'Letter',
  'home-visit': 'Home visit',
  other: 'Other',
};
