/**
 * Reports & Analytics: the rules and schemas, the texts (English; Spanish and French beside
 * them), each report type's columns and the endpoints, one file each in `reports/`.
 */
export * from './reports/rules.js';
export * from './reports/report-types.js';
export * from './reports/requests.js';
export * from './reports/responses.js';
export * from './reports/messages.js';
export * from './reports/columns.js';
export * from './reports/endpoints.js';
