/**
 * The Students screen's words for the roster import the sync hold keeps (issue 39): the notice
 * above the list and the dialog where an administrator confirms or discards it.
 */
export const ROSTER_HOLD_EN = {
  title: 'A roster import waits for your review',
  sentBy: 'The API token “{{token}}” sent it on {{when}}.',
  sentByDeleted: 'An API token deleted since sent it on {{when}}.',
  archives_one:
    'It would archive {{count}} student, more than the {{limit}} a sync may change by itself, so nothing was changed.',
  archives_other:
    'It would archive {{count}} students, more than the {{limit}} a sync may change by itself, so nothing was changed.',
  contacts_one:
    'It would change the guardian contacts of {{count}} student, more than the {{limit}} a sync may change by itself, so nothing was changed.',
  contacts_other:
    'It would change the guardian contacts of {{count}} students, more than the {{limit}} a sync may change by itself, so nothing was changed.',
  waiting_one:
    'Another import arrived while one was waiting, and the newest waits in its place. It would archive or change the guardian contacts of {{count}} student; nothing was changed.',
  waiting_other:
    'Another import arrived while one was waiting, and the newest waits in its place. It would archive or change the guardian contacts of {{count}} students; nothing was changed.',
  staff_one:
    'It would deactivate {{count}} staff account or take it off the school, more than the {{limit}} a sync may change by itself, so nothing was changed.',
  staff_other:
    'It would deactivate {{count}} staff accounts or take them off the school, more than the {{limit}} a sync may change by itself, so nothing was changed.',
  admins_one:
    'It would make {{count}} staff member an administrator, which a sync never does by itself, so nothing was changed.',
  admins_other:
    'It would make {{count}} staff members administrators, which a sync never does by itself, so nothing was changed.',
  review: 'Review import',
  modalTitle: 'Held roster import',
  intro:
    'What the import would do now, with today’s students. Nothing is written until you confirm it; discarding it writes nothing.',
  loading: 'Reading the held import…',
  loadFailed: 'The held import could not be read.',
  discard: 'Discard import',
  confirm: 'Confirm import',
  confirmFailed: 'The held import could not be confirmed.',
  discardFailed: 'The held import could not be discarded.',
} as const;
