import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';

export type LoadFigures = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
};

/** Runs `amount` requests, or for `seconds` when no amount is given. */
export async function runLoad(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  connections: number;
  amount?: number;
  seconds?: number;
  /** Each request's own body and headers beside `headers` (a scan's student and school). */
  perRequest?: () => { body?: string; headers?: Record<string, string> };
}): Promise<LoadFigures> {
  const setup = options.perRequest;
  // autocannon notices the last answer only at its next one-second tick, so its duration is
  // rounded up to whole seconds (up to 12 % low at 8 s); the rate is timed here from the answers.
  const started = performance.now();
  let answered = 0;
  let lastAnswerAt = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        headers: options.headers,
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 10 }),
        requests: setup
          ? [
              {
                setupRequest: (request) => {
                  const { body, headers } = setup();
                  return { ...request, body, headers: { ...request.headers, ...headers } };
                },
              },
            ]
          : undefined,
      },
      (error: Error | null, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', () => {
      answered += 1;
      lastAnswerAt = performance.now();
    });
  });
  const seconds = (lastAnswerAt - started) / 1000;
  return {
    requestsPerSecond: seconds > 0 ? Math.round(answered / seconds) : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const rssMbOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

/**
 * A process's resident memory now (`baselineMb`) and its peak from now until `stop`, sampled
 * every 50 ms.
 */
export async function sampleMemory(pid: number) {
  const baselineMb = await rssMbOf(pid);
  let peakMb = baselineMb;
  const sampler = setInterval(() => {
    void rssMbOf(pid).then((mb) => {
      peakMb = Math.max(peakMb, mb);
    });
  }, 50);
  return { baselineMb, peakMb: () => peakMb, stop: () => clearInterval(sampler) };
}

/**
 * The CPU time a process has used, in seconds (user and system, from /proc; clock ticks are
 * 1/100 s on Linux): a figure the machine's load does not change, unlike the wall time.
 */
const cpuSecondsOf = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
};

export type ExportFigures = {
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** CPU seconds the server process spent while the export streamed. */
  serverCpuSeconds: number;
  baselineMb: number;
  peakMb: number;
};

/**
 * Streams the export, counting lines (or taking `knownRows` for a file whose lines cannot be
 * counted, a workbook), while sampling the server process's memory every 50 ms.
 */
export async function measureExport(
  url: string,
  headers: Record<string, string>,
  serverPid: number,
  knownRows?: number,
): Promise<ExportFigures> {
  const memory = await sampleMemory(serverPid);
  const cpuBefore = await cpuSecondsOf(serverPid);
  const started = Date.now();
  let lines = -1; // the header line
  let bytes = 0;
  try {
    const response = await fetch(url, { headers });
    if (!response.body) throw new Error(`export answered ${response.status} without a body`);
    for await (const chunk of response.body) {
      const data = chunk as Uint8Array;
      bytes += data.length;
      if (knownRows !== undefined) continue;
      for (let i = data.indexOf(10); i !== -1; i = data.indexOf(10, i + 1)) lines += 1;
    }
  } finally {
    memory.stop();
  }
  const seconds = (Date.now() - started) / 1000;
  const serverCpuSeconds = (await cpuSecondsOf(serverPid)) - cpuBefore;
  const rows = knownRows ?? lines;
  return {
    rows,
    bytes,
    seconds,
    rowsPerSecond: Math.round(rows / seconds),
    serverCpuSeconds,
    baselineMb: memory.baselineMb,
    peakMb: memory.peakMb(),
  };
}
