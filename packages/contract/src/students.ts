/** Students: the schemas, the texts (English; Spanish and French beside them) and the endpoints, in `students/`. */
export * from './students/schemas.js';
export * from './students/messages.js';
export * from './students/endpoints.js';
