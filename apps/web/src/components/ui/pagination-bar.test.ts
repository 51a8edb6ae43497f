import { expect, test } from 'vitest';
import { pageBackWithinEnd, pageWindow } from './pagination-bar';

test('shows at most five page buttons, centred on the current page where possible', () => {
  expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
  expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
  expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
  expect(pageWindow(1, 1, 5)).toEqual([1]);
});

test('steps back onto the last page only when the page is past the end', () => {
  expect(pageBackWithinEnd(3, { totalPages: 2 })).toBe(2);
  expect(pageBackWithinEnd(2, { totalPages: 2 })).toBeUndefined();
  // An empty list has no pages: page 1 stays.
  expect(pageBackWithinEnd(1, { totalPages: 0 })).toBeUndefined();
  expect(pageBackWithinEnd(4, undefined)).toBeUndefined();
});
