export * from './privacy/messages.js';
export * from './privacy/endpoints.js';
