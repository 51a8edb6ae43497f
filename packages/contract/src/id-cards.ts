/**
 * ID Card Generator: the rules and schemas, the texts (English; Spanish and French beside them),
 * each template's look and the endpoints, one file each in `id-cards/`.
 */
export * from './id-cards/schemas.js';
export * from './id-cards/messages.js';
export * from './id-cards/themes.js';
export * from './id-cards/endpoints.js';
