/** Students: the schemas (a student's attendance calendar in its own file), the texts (English; Spanish and French beside them) and the endpoints, in `students/`. */
export * from './students/schemas.js';
export * from './students/messages.js';
export * from './students/attendance-calendar.js';
export * from './students/endpoints.js';
