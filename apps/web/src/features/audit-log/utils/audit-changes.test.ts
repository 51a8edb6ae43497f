import { expect, test } from 'vitest';
import { auditChanges, fieldName, fullValue, NO_VALUE, shortValue } from './audit-changes';

test('an edit lists each changed field, nested settings flattened, unchanged ones left out', () => {
  const changes = auditChanges(
    { sessionLengthDays: 7, notifications: { smsEnabled: true, senderName: '' } },
    { sessionLengthDays: 14, notifications: { smsEnabled: false, senderName: '' } },
  );
  expect(changes).toEqual([
    { path: ['sessionLengthDays'], before: '7', after: '14' },
    { path: ['notifications', 'smsEnabled'], before: 'true', after: 'false' },
  ]);
});

test('a field reads as its labels, a part without one as its words', () => {
  const labels: Record<string, string> = { notifications: 'Notifications' };
  expect(fieldName(['notifications', 'smsEnabled'], (part) => labels[part])).toBe(
    'Notifications › sms enabled',
  );
});

test('the values are written by the given format, which knows the field', () => {
  const changes = auditChanges(
    { role: 'teacher' },
    { role: 'admin' },
    (value, path) => `${path.join('.')}=${String(value)}`,
  );
  expect(changes).toEqual([{ path: ['role'], before: 'role=teacher', after: 'role=admin' }]);
});

test('a creation shows every field as new, a deletion every field as gone', () => {
  expect(auditChanges(null, { name: 'Gate A' })).toEqual([
    { path: ['name'], before: NO_VALUE, after: 'Gate A' },
  ]);
  expect(auditChanges({ name: 'Gate A' }, null)).toEqual([
    { path: ['name'], before: 'Gate A', after: NO_VALUE },
  ]);
});

test('a value that is not an object is one change without a field name', () => {
  expect(auditChanges(false, true)).toEqual([{ path: [], before: 'false', after: 'true' }]);
  expect(auditChanges(null, null)).toEqual([]);
});

test('long texts are cut to one short line; lists are joined', () => {
  const long = `Dear {guardianName},\n\n${'x'.repeat(100)}`;
  const short = shortValue(long);
  expect(short).toHaveLength(60);
  expect(short.endsWith('…')).toBe(true);
  expect(short).not.toContain('\n');
  expect(shortValue([1, 2, 3])).toBe('1, 2, 3');
  expect(shortValue([])).toBe(NO_VALUE);
});

test('the details keep a value whole: its lines, and nested data as indented JSON', () => {
  const body = 'Dear {guardianName},\n\n{studentName} was absent.';
  expect(auditChanges({ emailBody: 'Hi' }, { emailBody: body }, fullValue)).toEqual([
    { path: ['emailBody'], before: 'Hi', after: body },
  ]);
  expect(fullValue({ terms: [{ name: 'Fall' }] })).toBe(
    '{\n  "terms": [\n    {\n      "name": "Fall"\n    }\n  ]\n}',
  );
});
