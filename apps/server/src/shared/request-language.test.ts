import { expect, test } from 'vitest';
import { acceptedLanguage } from './request-language.js';

test.each([
  ['es', 'es'],
  ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
  ['de-DE,de;q=0.9,es;q=0.5', 'es'],
  ['en;q=0.2, fr;q=0.7', 'fr'],
  ['ES-mx', 'es'],
  ['fr;q=0, en', 'en'],
  ['de-DE,de;q=0.9', undefined],
  ['*', undefined],
  ['', undefined],
  [undefined, undefined],
])('Accept-Language %j is %j', (header, language) => {
  expect(acceptedLanguage(header)).toBe(language);
});
