import { vi } from 'vitest';

/**
 * For unit tests, which run on Node: a localStorage of the test's own, in memory, in place of the
 * browser's (undone by vi.unstubAllGlobals). Answers the map that holds what was stored.
 */
export function stubLocalStorage(): Map<string, string> {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  return store;
}
