import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { expect, test } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { SECURITY_HEADER_OPTIONS } from './security.js';

const { t } = useTestApp();

/** What @fastify/helmet adds, with our options, to a bare Fastify's answer for the same request. */
async function helmetHeadersFor(url: string) {
  const bare = Fastify();
  bare.get('/api/health', async () => ({ ok: true }));
  const withHelmet = Fastify();
  await withHelmet.register(fastifyHelmet, SECURITY_HEADER_OPTIONS);
  withHelmet.get('/api/health', async () => ({ ok: true }));
  const plain = await bare.inject({ method: 'GET', url });
  const helmeted = await withHelmet.inject({ method: 'GET', url });
  await Promise.all([bare.close(), withHelmet.close()]);
  return Object.fromEntries(
    Object.entries(helmeted.headers).filter(([name]) => !(name in plain.headers)),
  );
}

test('every answer carries exactly the headers @fastify/helmet set, computed once', async () => {
  const expected = await helmetHeadersFor('/api/health');
  expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
  const { accessToken } = await t.signIn('teacher');
  const answers = [
    await t.app.inject({ method: 'GET', url: '/api/health' }),
    await t.app.inject({ method: 'GET', url: '/api/no-such-path' }),
    await t.app.inject({ method: 'GET', url: '/api/auth/me' }),
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    }),
  ];
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 401, 200]);
  for (const answer of answers) {
    const security = Object.fromEntries(
      Object.keys(expected).map((name) => [name, answer.headers[name]]),
    );
    expect(security).toEqual(expected);
  }
});

test('API replies are never cached; a picture says its own cache rule', async () => {
  const teacher = await t.signIn('teacher');
  const replies = [
    await t.app.inject({ method: 'GET', url: '/api/health' }),
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: teacher.user.email, password: teacher.user.password },
    }),
    await teacher.request({ method: 'GET', url: '/api/students' }),
    await t.app.inject({ method: 'GET', url: '/api/no-such-path' }),
  ];
  expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 404]);
  for (const reply of replies) expect(reply.headers['cache-control']).toBe('no-store');
});
