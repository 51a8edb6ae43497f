import { messageTemplate } from '../i18n/message-template.js';

export const ROSTER_MESSAGES = {
  fileRequired: 'Please choose a OneRoster zip file',
  notAZip: 'This file is not a zip archive. Choose the OneRoster CSV zip your SIS exported.',
  tooLarge: messageTemplate(
    'This zip unpacks to more than {{max}} MB, more than a OneRoster export of a school holds. It was not opened.',
    'max',
  ),
  fileMissing: messageTemplate('The zip has no {{file}}', 'file'),
  columnMissing: messageTemplate('{{file}} has no "{{column}}" column', 'file', 'column'),
  rolesMissing: 'users.csv has no "role" column and the zip has no roles.csv',
  unreadableCsv: messageTemplate(
    '{{file}}: a quoted field starting on line {{line}} is never closed',
    'file',
    'line',
  ),
  recordTooLong: messageTemplate(
    '{{file}}: the record starting on line {{line}} is longer than {{max}} characters',
    'file',
    'line',
    'max',
  ),
  tooManyRecords: messageTemplate(
    '{{file}} has more than {{max}} rows, more than a OneRoster export of a district holds. Nothing was imported.',
    'file',
    'max',
  ),
  nulCharacter: messageTemplate(
    '{{file}} holds a NUL character, which no text file has. Export it from your SIS again.',
    'file',
  ),
  sourcedIdInvalid: messageTemplate(
    'This sourcedId is not valid: at most {{max}} characters, with no control characters',
    'max',
  ),
  noSchool: 'The zip has no school in orgs.csv',
  chooseSchool: 'The zip holds several schools. Choose which one to import (orgSourcedId).',
  unknownSchool: 'orgs.csv has no school with this sourcedId',
  otherSchoolsOrg: 'This school imports its own org only; the district imports the others',
  districtOnly: 'Only a district administrator imports the whole district',
  placementsInvalid: 'Each school of the zip goes to one of the district’s schools, or a new one',
  placedTwice: 'Two schools of the zip cannot go to the same school',
  gradeSkipped: messageTemplate(
    'Grade "{{grade}}" is not one of this school\'s classes (09 to 12)',
    'grade',
  ),
  noGuardian: 'No parent, guardian or relative is linked (agentSourcedIds)',
  sourcedIdRepeated: 'This sourcedId appears more than once in users.csv',
  studentIdOfAnother: 'Another student already has this Student ID',
  heldForAdmin: 'Not imported: an administrator can see why on the Students screen',
  pendingNotFound: 'This held import was confirmed or discarded already',
  discarded: 'The held roster import was discarded. Nothing of it was written.',
  heldSubject: messageTemplate(
    'A roster import for {{school}} waits for your confirmation',
    'school',
  ),
  heldBody: messageTemplate(
    'An import sent with the API token “{{token}}” would archive or change the guardian contacts of {{count}} students, more than the {{limit}} a sync may change by itself. Nothing was changed. Open the Students screen to review it, then confirm or discard it.',
    'token',
    'count',
    'limit',
  ),
  heldStaffBody: messageTemplate(
    'An import sent with the API token “{{token}}” would deactivate staff accounts, take them off the school or make them administrators ({{count}} accounts; a sync may change {{limit}} by itself, and never makes an administrator). Nothing was changed. Open the Students screen to review it, then confirm or discard it.',
    'token',
    'count',
    'limit',
  ),
  notInFile: 'Not in this full export',
  imported: messageTemplate(
    'OneRoster import done: {{created}} created, {{updated}} updated, {{archived}} archived.',
    'created',
    'updated',
    'archived',
  ),
} as const;
