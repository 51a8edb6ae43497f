import { expect, test } from 'vitest';
import { auditChanges, fullValue, NO_VALUE, shortValue } from './audit-changes';

test('an edit lists each changed field, nested settings flattened, unchanged ones left out', () => {
  const changes = auditChanges(
    { sessionLengthDays: 7, notifications: { smsEnabled: true, senderName: '' } },
    { sessionLengthDays: 14, notifications: { smsEnabled: false, senderName: '' } },
  );
  expect(changes).toEqual([
    { field: 'session length days', before: '7', after: '14' },
    { field: 'notifications › sms enabled', before: 'true', after: 'false' },
  ]);
});

test('a creation shows every field as new, a deletion every field as gone', () => {
  expect(auditChanges(null, { name: 'Gate A' })).toEqual([
    { field: 'name', before: NO_VALUE, after: 'Gate A' },
  ]);
  expect(auditChanges({ name: 'Gate A' }, null)).toEqual([
    { field: 'name', before: 'Gate A', after: NO_VALUE },
  ]);
});

test('a value that is not an object is one change without a field name', () => {
  expect(auditChanges(false, true)).toEqual([{ field: '', before: 'false', after: 'true' }]);
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
    { field: 'email body', before: 'Hi', after: body },
  ]);
  expect(fullValue({ terms: [{ name: 'Fall' }] })).toBe(
    '{\n  "terms": [\n    {\n      "name": "Fall"\n    }\n  ]\n}',
  );
});
