/** Settings: the schemas, the texts (English; Spanish and French beside them) and the endpoints, in `settings/`. */
export * from './settings/schemas.js';
export * from './settings/notifications.js';
export * from './settings/limits.js';
export * from './settings/academic-year.js';
export * from './settings/offsite-backup.js';
export * from './settings/messages.js';
export * from './settings/endpoints.js';
