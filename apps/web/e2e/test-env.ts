/** The first administrator the e2e server is started with (playwright.config.ts). */
export const ADMIN = {
  email: 'admin@school.test',
  password: 'Admin123!',
  name: 'Ada Admin',
} as const;

/** E2E_PORT lets a second checkout run its suite while another one is running. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
