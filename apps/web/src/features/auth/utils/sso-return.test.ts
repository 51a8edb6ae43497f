import { expect, test } from 'vitest';
import { addressWithoutSsoReturn, parseSsoReturn } from './sso-return';

test('the outcome is read from ?sso= and the code step from #challenge=', () => {
  expect(parseSsoReturn('?sso=noAccount', '')).toEqual({
    outcome: 'noAccount',
    challengeToken: null,
  });
  expect(parseSsoReturn('', '#challenge=abc.def')).toEqual({
    outcome: null,
    challengeToken: 'abc.def',
  });
  expect(parseSsoReturn('?other=1', '#challenge=')).toEqual({
    outcome: null,
    challengeToken: null,
  });
});

test('the address loses both, and keeps anything else', () => {
  expect(addressWithoutSsoReturn('/login', '?sso=providerDown', '')).toBe('/login');
  expect(addressWithoutSsoReturn('/login', '?a=1&sso=x', '#challenge=t')).toBe('/login?a=1');
  expect(addressWithoutSsoReturn('/login', '', '#top')).toBe('/login#top');
});
