/** The audit log's own texts in English (issue 13); the contract's are translated by key. */
export const AUDIT_LOG_EN = {
  panel: {
    description:
      'Every administrative change, newest first, with who made it and what it changed. Passwords and secrets are never recorded.',
    refresh: 'Refresh the audit log',
    loadFailed: 'The audit log could not be loaded.',
    entries: 'Audit log entries',
  },
  filters: {
    who: 'Who',
    everyone: 'Everyone',
    action: 'Action',
    allActions: 'All actions',
    entity: 'Entity',
    allEntities: 'All entities',
    from: 'From',
    to: 'To',
    clear: 'Clear Filters',
  },
  table: {
    when: 'When',
    who: 'Who',
    action: 'Action',
    entity: 'Entity',
    whatChanged: 'What changed',
  },
  changes: {
    none: 'No details recorded',
    more_one: 'and {{count}} more change',
    more_other: 'and {{count}} more changes',
    show: 'Show details',
    hide: 'Hide details',
  },
} as const;
