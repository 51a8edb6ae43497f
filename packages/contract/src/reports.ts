/**
 * Reports & Analytics: the rules and schemas, the texts (English; Spanish and French beside
 * them), each report type's columns and the endpoints, one file each in `reports/`.
 */
export * from './reports/schemas.js';
export * from './reports/messages.js';
export * from './reports/columns.js';
export * from './reports/endpoints.js';
