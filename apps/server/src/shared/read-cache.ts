/**
 * Answers of the busy reads (today's attendance, a page of records) shared across requests for a
 * moment: the dashboards and record lists that staff keep open refresh on their own, and on a busy
 * morning dozens of them would otherwise count the same day's check-ins over and over while the
 * gate waits for the same cores.
 *
 * An answer is reused while it is younger than `maxAgeMs` and nothing was written through this
 * process since it was computed; requests that arrive while it is being computed wait for that one
 * computation rather than starting their own. So this process's own writes show at once (a scan
 * then the dashboard's refetch), and another process's writes within `maxAgeMs` (README, "Busy
 * mornings").
 */
export type ReadCache = {
  read: <T>(key: string, compute: () => Promise<T>) => Promise<T>;
  /** Something was written: no answer computed before it is reused. */
  noteWrite: () => void;
};

type Entry = { value: Promise<unknown>; computedAt: number; writeCount: number };

export function createReadCache({
  maxAgeMs,
  maxEntries = 500,
  now = () => performance.now(),
}: {
  /** 0: every read computes its own answer (tests that write to the database directly). */
  maxAgeMs: number;
  maxEntries?: number;
  now?: () => number;
}): ReadCache {
  const entries = new Map<string, Entry>();
  let writeCount = 0;

  const isReusable = (entry: Entry) =>
    entry.writeCount === writeCount && now() - entry.computedAt < maxAgeMs;

  return {
    noteWrite: () => {
      writeCount += 1;
    },
    read: <T>(key: string, compute: () => Promise<T>): Promise<T> => {
      if (maxAgeMs <= 0) return compute();
      const cached = entries.get(key);
      if (cached && isReusable(cached)) return cached.value as Promise<T>;
      const entry: Entry = { value: compute(), computedAt: now(), writeCount };
      // A failed computation is not kept: the next request tries again.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      entries.delete(key);
      entries.set(key, entry);
      // The oldest answers go first (a Map keeps insertion order).
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return entry.value as Promise<T>;
    },
  };
}
