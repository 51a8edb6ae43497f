import { CONTRACT_TEXTS } from '@rollcall/contract/i18n/catalogue';
import { flattenTexts, textsIn } from '@rollcall/contract/i18n/translate';
import { LANGUAGES } from '@rollcall/contract/languages';
import { beforeAll, expect, test } from 'vitest';
import { i18n, textsReady } from './i18n';

// The app loads one language's texts at a time; these tests read all three.
beforeAll(async () => {
  await textsReady;
  await i18n.loadLanguages([...LANGUAGES]);
});

test.each(LANGUAGES)(
  'every contract text reads from its key in %s, as the server writes it',
  (language) => {
    const t = i18n.getFixedT(language, 'contract');
    const texts = flattenTexts(textsIn(language));
    expect(texts.size).toBe(flattenTexts(CONTRACT_TEXTS).size);
    // Keys are dynamic here; the typed `t` takes the literal keys the screens use.
    const read = t as unknown as (key: string) => string;
    const mismatches = [...texts].filter(([key, text]) => read(key) !== text);
    expect(mismatches).toEqual([]);
  },
);

test("a template's values are filled in, unescaped, and French spacing is kept", () => {
  expect(
    i18n.t('contract:idCards.batchConfirm', { lng: 'en', count: 3, class: 'Grade 5 & 6' }),
  ).toBe(CONTRACT_TEXTS.idCards.batchConfirm(3, 'Grade 5 & 6'));
  const french = i18n.t('contract:idCards.percentComplete', { lng: 'fr', percent: 40 });
  expect(french).toBe(textsIn('fr').idCards.percentComplete.replace('{{percent}}', '40'));
});
