/**
 * Interventions (issue 26): the rules that open attendance cases, the cases and their follow-up;
 * schemas, texts (English; Spanish and French beside them) and endpoints, one file each.
 */
export * from './interventions/schemas.js';
export * from './interventions/messages.js';
export * from './interventions/endpoints.js';
