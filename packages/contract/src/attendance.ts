/** Attendance: the schemas, the texts (English; Spanish and French beside them) and the endpoints, in `attendance/`. */
export * from './attendance/schemas.js';
export * from './attendance/messages.js';
export * from './attendance/endpoints.js';
