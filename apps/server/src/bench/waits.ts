/**
 * What the gate waits while the server does something heavy (the stall and roster benches): a
 * health check and a typed gate scan, each sent every 50 ms, one at a time.
 */
const EVERY_MS = 50;

export type Waits = { count: number; p50: number; p99: number; worst: number; failed: number };

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** Sends one request every 50 ms (never two at once) until stopped; the time each one took. */
export function keepAsking(send: () => Promise<Response>) {
  const waits: number[] = [];
  let failed = 0;
  let isStopped = false;
  const running = (async () => {
    while (!isStopped) {
      const started = performance.now();
      const response = await send().catch(() => undefined);
      if (!response || response.status >= 500) failed += 1;
      await response?.arrayBuffer();
      const took = performance.now() - started;
      waits.push(took);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, EVERY_MS - took)));
    }
  })();
  return async (): Promise<Waits> => {
    isStopped = true;
    await running;
    const sorted = [...waits].sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50: Math.round(percentile(sorted, 0.5)),
      p99: Math.round(percentile(sorted, 0.99)),
      worst: Math.round(sorted.at(-1) ?? 0),
      failed,
    };
  };
}

/**
 * Starts asking for the health check and a gate scan of one of `cards` students of class 10 A
 * (`BA-0000`…, id-cards-bench's classes); the returned function stops both and gives their waits.
 */
export function askAtTheGate(url: string, headers: Record<string, string>, cards: number) {
  let scanned = 0;
  const stopHealth = keepAsking(() => fetch(`${url}/api/health`));
  const stopScan = keepAsking(() =>
    fetch(`${url}/api/attendance/scan`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ qrCode: `BA-${String(scanned++ % cards).padStart(4, '0')}` }),
    }),
  );
  return async () => {
    const [health, scan] = await Promise.all([stopHealth(), stopScan()]);
    return { health, scan };
  };
}

/** The gate's waits over five seconds of nothing else. */
export async function idleAtTheGate(url: string, headers: Record<string, string>, cards: number) {
  const stop = askAtTheGate(url, headers, cards);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return stop();
}

/** A table cell: p50 / p99 / worst, and how many were sent (and failed). */
export const waitsCell = (w: Waits) =>
  `${w.p50} / ${w.p99} / ${w.worst} ms (${w.count}${w.failed ? `, ${w.failed} failed` : ''})`;
