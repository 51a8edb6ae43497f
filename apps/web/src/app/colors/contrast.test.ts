import { describe, expect, it } from 'vitest';
import { blend, contrastRatio, firstReadable } from './contrast';

describe('contrast', () => {
  it('gives WCAG ratios: black on white is 21:1, Mantine grey 6 on white 3.32:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('blends a colour over a background at an opacity', () => {
    expect(blend('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('keeps the first shade that is readable on every background', () => {
    expect(firstReadable(['#868e96', '#495057'], ['#ffffff', '#f8f9fa'], 4.5)).toBe('#495057');
  });

  it('darkens the last shade when none is readable, and only as far as needed', () => {
    const ink = firstReadable(['#40c057'], ['#ffffff'], 4.5);
    expect(contrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(ink, '#ffffff')).toBeLessThan(5.2);
  });
});
