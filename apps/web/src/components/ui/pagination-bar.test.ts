import { expect, test } from 'vitest';
import { pageWindow } from './pagination-bar';

test('shows at most five page buttons, centred on the current page where possible', () => {
  expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
  expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
  expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
  expect(pageWindow(1, 1, 5)).toEqual([1]);
});
