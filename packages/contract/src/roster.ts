export * from './roster/schemas.js';
export * from './roster/messages.js';
export * from './roster/endpoints.js';
