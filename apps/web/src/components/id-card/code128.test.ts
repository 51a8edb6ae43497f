import bwipjs from 'bwip-js/browser';
import { expect, test } from 'vitest';
import { code128Bars } from './code128';

test('the drawn bars are the Code 128 symbol the server encodes (bwip-js raw)', () => {
  const text = 'E2E-MWSHV8CB-1';
  const [encoded] = bwipjs.raw({ bcid: 'code128', text });
  if (!encoded || !('sbs' in encoded)) throw new Error('no symbol');
  const modules = encoded.sbs.reduce((sum, width) => sum + width, 0);
  const expected: { x: number; width: number }[] = [];
  let cursor = 0;
  encoded.sbs.forEach((width, index) => {
    if (index % 2 === 0) expected.push({ x: cursor / modules, width: width / modules });
    cursor += width;
  });
  const bars = code128Bars(text) ?? [];
  expect(bars).toHaveLength(expected.length);
  bars.forEach((bar, index) => {
    expect(bar.x).toBeCloseTo(expected[index]?.x ?? -1, 9);
    expect(bar.width).toBeCloseTo(expected[index]?.width ?? -1, 9);
  });
});
