import { expect, test } from 'vitest';
import {
  CreateBatchBodySchema,
  ID_CARD_MESSAGES,
  ID_CARD_TEMPLATE_OPTIONS,
  IdCardSettingsBodySchema,
  SaveIdCardBodySchema,
  academicYearOf,
  securityCodeOf,
  validUntilText,
} from './id-cards.js';
import { renderMessage } from './i18n/render.js';

const year = new Date().getFullYear();

test('settings default to the spec: professional-blue, standard, next year, QR/photo/security on', () => {
  expect(IdCardSettingsBodySchema.parse({})).toEqual({
    template: 'professional-blue',
    cardType: 'standard',
    validUntil: year + 1,
    includeQR: true,
    includePhoto: true,
    securityFeatures: true,
    includeBarcode: false,
    includeMedical: false,
    includeGuardian: false,
    includeEmergency: false,
  });
  expect(SaveIdCardBodySchema.parse({ studentId: crypto.randomUUID() }).settings.template).toBe(
    'professional-blue',
  );
});

test('classic-gray is valid although the dropdown leaves it out', () => {
  expect(IdCardSettingsBodySchema.parse({ template: 'classic-gray' }).template).toBe(
    'classic-gray',
  );
  expect(ID_CARD_TEMPLATE_OPTIONS).not.toContain('classic-gray');
  expect(ID_CARD_TEMPLATE_OPTIONS).toHaveLength(6);
});

test('the validity year runs from this year to ten years on', () => {
  expect(IdCardSettingsBodySchema.safeParse({ validUntil: year }).success).toBe(true);
  expect(IdCardSettingsBodySchema.safeParse({ validUntil: year + 10 }).success).toBe(true);
  for (const bad of [year - 1, year + 11]) {
    expect(
      renderMessage(
        IdCardSettingsBodySchema.safeParse({ validUntil: bad }).error?.issues[0]?.message ?? '',
        'en',
      ),
    ).toBe(ID_CARD_MESSAGES.validUntilRange(year, year + 10));
  }
});

test('a batch needs a class, with the spec message', () => {
  expect(
    renderMessage(CreateBatchBodySchema.safeParse({}).error?.issues[0]?.message ?? '', 'en'),
  ).toBe('Please select a class for batch generation');
  expect(CreateBatchBodySchema.parse({ class: '10' }).layout).toBe('card');
});

test('security code, academic year and validity texts', () => {
  expect(securityCodeOf('stu-00ab12')).toBe('AB12');
  expect(academicYearOf(new Date('2026-11-22T12:00:00Z'))).toBe('2026–2027');
  expect(validUntilText(2027)).toBe('Valid: Dec 2027');
});
