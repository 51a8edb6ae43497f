import { expect, test } from 'vitest';
import { createReadCache } from './read-cache.js';

const clock = () => {
  let ms = 0;
  return { now: () => ms, advance: (by: number) => (ms += by) };
};

test('requests within the age share one computation, including those that arrive while it runs', async () => {
  const time = clock();
  const cache = createReadCache({ maxAgeMs: 1000, now: time.now });
  let computations = 0;
  let finish: (value: string) => void = () => {};
  const compute = () => {
    computations += 1;
    return new Promise<string>((resolve) => (finish = resolve));
  };
  const first = cache.read('today', compute);
  const second = cache.read('today', compute);
  finish('counts');
  expect(await Promise.all([first, second])).toEqual(['counts', 'counts']);
  time.advance(999);
  expect(await cache.read('today', compute)).toBe('counts');
  expect(computations).toBe(1);
});

test('an answer older than the age, or computed before a write, is computed again', async () => {
  const time = clock();
  const cache = createReadCache({ maxAgeMs: 1000, now: time.now });
  let computations = 0;
  const compute = async () => ++computations;
  expect(await cache.read('today', compute)).toBe(1);
  time.advance(1000);
  expect(await cache.read('today', compute)).toBe(2);
  cache.noteWrite();
  expect(await cache.read('today', compute)).toBe(3);
  expect(await cache.read('today', compute)).toBe(3);
  expect(await cache.read('another class', compute)).toBe(4);
});

test('a failed computation is not kept, and an age of 0 shares nothing', async () => {
  const cache = createReadCache({ maxAgeMs: 1000, now: () => 0 });
  await expect(cache.read('today', () => Promise.reject(new Error('db down')))).rejects.toThrow();
  expect(await cache.read('today', async () => 'back')).toBe('back');

  const uncached = createReadCache({ maxAgeMs: 0 });
  let computations = 0;
  await uncached.read('today', async () => ++computations);
  await uncached.read('today', async () => ++computations);
  expect(computations).toBe(2);
});

test('the oldest answers are dropped beyond the entry limit', async () => {
  const cache = createReadCache({ maxAgeMs: 1000, maxEntries: 2, now: () => 0 });
  let computations = 0;
  const compute = async () => ++computations;
  await cache.read('a', compute);
  await cache.read('b', compute);
  await cache.read('c', compute);
  expect(await cache.read('b', compute)).toBe(2);
  expect(await cache.read('a', compute)).toBe(4);
});
