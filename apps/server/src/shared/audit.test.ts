import { expect, test } from 'vitest';
import { changedFields, isDeniedKey, REDACTED, redactSecrets } from './audit.js';

test('every key on the deny-list is redacted at any depth, in any spelling, and nothing else is', () => {
  const redacted = redactSecrets({
    name: 'Ada',
    password: 'Secret1!',
    password_hash: '$argon2id$...',
    nested: { refreshToken: 'r', 'access-token': 'a', list: [{ totpSecret: 'JBSW', keep: 1 }] },
    photoUrl: '/api/media/unguessable',
    avatarUrl: '/api/media/other',
    qrCodeData: 'READY-MADE',
    recoveryCodes: ['one', 'two'],
    TokenHash: 'h',
    secret: 's',
    file: Buffer.from('binary'),
    when: new Date('2026-01-02T03:04:05.000Z'),
    empty: null,
  });
  expect(redacted).toEqual({
    name: 'Ada',
    password: REDACTED,
    password_hash: REDACTED,
    nested: {
      refreshToken: REDACTED,
      'access-token': REDACTED,
      list: [{ totpSecret: REDACTED, keep: 1 }],
    },
    photoUrl: REDACTED,
    avatarUrl: REDACTED,
    qrCodeData: REDACTED,
    recoveryCodes: REDACTED,
    TokenHash: REDACTED,
    secret: REDACTED,
    file: REDACTED,
    when: '2026-01-02T03:04:05.000Z',
    empty: null,
  });
  for (const key of ['email', 'role', 'guardianPhone', 'notes', 'schoolName', 'tokens_used']) {
    expect(isDeniedKey(key), key).toBe(false);
  }
});

test('an edit is recorded as the fields that changed, before and after', () => {
  expect(
    changedFields(
      { name: 'Ada', role: 'teacher', phone: null, days: [1, 2] },
      { name: 'Ada', role: 'admin', phone: '555', days: [1, 2] },
    ),
  ).toEqual({ before: { role: 'teacher', phone: null }, after: { role: 'admin', phone: '555' } });
});
