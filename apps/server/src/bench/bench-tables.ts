/** The bench's figures as they are printed: one line per measurement, and the README's tables. */
import os from 'node:os';
import type { LoadFigures } from './load.js';

export type Seeded = { seedSeconds: number; records: number };
export type HistoryFigures = {
  list: LoadFigures;
  today: LoadFigures;
  exportRows: number;
  exportRowsPerSecond: number;
  exportPeakMb: number;
};
export type EngineFigures = {
  engine: string;
  seeded: Seeded;
  ceiling: number | undefined;
  scan64: LoadFigures;
  scan16: LoadFigures;
  me: LoadFigures;
  health: LoadFigures;
  history: HistoryFigures | undefined;
  load: string;
};

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export const describe = (name: string, figures: LoadFigures) =>
  `${name}: ${figures.requestsPerSecond} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms` +
  (figures.non2xx + figures.errors > 0
    ? `, ${figures.non2xx} non-2xx, ${figures.errors} errors`
    : '') +
  ` (load ${loadAverage()})`;

export function printTables(results: EngineFigures[]) {
  const share = (r: EngineFigures) =>
    r.ceiling ? `${((r.scan64.requestsPerSecond / r.ceiling) * 100).toFixed(1)} %` : '—';
  process.stdout.write(
    `\n| engine | scans/s (64 conn.) | pgbench inserts/s | API share of pgbench | scan p50 / p99 (64 conn.) | scan p50 / p99 (16 conn.) | \`/auth/me\`/s | \`/health\`/s | load avg. at start |\n|---|---|---|---|---|---|---|---|---|\n`,
  );
  for (const r of results) {
    process.stdout.write(
      `| ${r.engine} | ${r.scan64.requestsPerSecond.toLocaleString('en-US')} | ${r.ceiling?.toLocaleString('en-US') ?? '—'} | ${share(r)} | ${r.scan64.p50} / ${r.scan64.p99} ms | ${r.scan16.p50} / ${r.scan16.p99} ms | ${r.me.requestsPerSecond.toLocaleString('en-US')} | ${r.health.requestsPerSecond.toLocaleString('en-US')} | ${r.load} |\n`,
    );
  }
  const withHistory = results.filter((r) => r.history);
  if (withHistory.length === 0) return;
  process.stdout.write(
    `\n| engine | filtered list p50 / p99 | today p50 / p99 | 1M-row CSV export | export RSS growth |\n|---|---|---|---|---|\n`,
  );
  for (const { engine, history: h } of withHistory) {
    if (!h) continue;
    process.stdout.write(
      `| ${engine} | ${h.list.p50} / ${h.list.p99} ms | ${h.today.p50} / ${h.today.p99} ms | ${h.exportRowsPerSecond.toLocaleString('en-US')} rows/s | +${h.exportPeakMb} MB |\n`,
    );
  }
  process.stdout.write(
    `\n${withHistory.map((r) => `${r.engine}: ${r.seeded.records.toLocaleString('en-US')} records, a school year seeded in ${r.seeded.seedSeconds.toFixed(1)} s`).join('; ')}\n`,
  );
}
