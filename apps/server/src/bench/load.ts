import autocannon from 'autocannon';

export type LoadFigures = { requestsPerSecond: number; p50: number; p99: number; non2xx: number };

export async function runLoad(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  connections: number;
  amount: number;
  body?: () => string;
}): Promise<LoadFigures> {
  const makeBody = options.body;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    connections: options.connections,
    amount: options.amount,
    requests: makeBody
      ? [{ setupRequest: (request) => ({ ...request, body: makeBody() }) }]
      : undefined,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** Streams the export, counting lines, while sampling this process's memory every 50 ms. */
export async function measureExport(url: string, headers: Record<string, string>) {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = Date.now();
  let rows = -1; // the header line
  try {
    const response = await fetch(url, { headers });
    if (!response.body) throw new Error(`export answered ${response.status} without a body`);
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      const text = decoder.decode(chunk, { stream: true });
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) rows += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (Date.now() - started) / 1000;
  return {
    rows,
    seconds,
    rowsPerSecond: Math.round(rows / seconds),
    peakMb: Math.round((peak - baseline) / 1024 / 1024),
  };
}
