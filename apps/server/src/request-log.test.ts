import { expect, test } from 'vitest';
import { loggedPath } from './app.js';
import { useTestApp } from '../test/test-app.js';

const { t } = useTestApp({ logLevel: 'info' });

test("the request log keeps a picture's path without its token, and no query string", async () => {
  const token = 'capability-token-that-opens-a-child-photo';
  await t.app.inject({ method: 'GET', url: `/api/media/${token}` });
  await t.app.inject({ method: 'GET', url: '/api/students?search=Ada%20Lovelace' });
  const logged = JSON.stringify(t.logLines);
  expect(logged).not.toContain(token);
  expect(logged).not.toContain('Lovelace');
  expect(logged).toContain('/api/media/:token');
  expect(loggedPath('/api/media/abc?x=1')).toBe('/api/media/:token');
  expect(loggedPath('/api/students/42?search=x')).toBe('/api/students/42');
});
