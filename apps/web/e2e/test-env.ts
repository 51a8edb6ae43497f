/** The first administrator the e2e server is started with (playwright.config.ts). */
export const ADMIN = {
  email: 'admin@school.test',
  password: 'Admin123!',
  name: 'Ada Admin',
} as const;

export const PORT = 3100;
export const BASE_URL = `http://127.0.0.1:${PORT}`;
