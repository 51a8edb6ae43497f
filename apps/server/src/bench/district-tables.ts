/** The district bench's figures (district-bench.ts) as printed: issue 41's goals, met or not. */
import type { SeededDistrict } from './district-seed.js';
import type { LoadFigures } from './load.js';
import { SCHOOLS, STUDENTS_PER_SCHOOL } from './district-seed.js';

/** One list's figures over the district's schools, each measured on its own. */
export type SpreadLists = {
  worstP99: number;
  medianP99: number;
  medianP50: number;
  failed: number;
};
type Lists = { today: LoadFigures; list: LoadFigures };

export type DistrictFigures = {
  engine: string;
  district: SeededDistrict;
  /** The one-school bench's scans in the same run. */
  one: { scan64: LoadFigures; scan16: LoadFigures };
  ceiling: number | undefined;
  oneSchool: LoadFigures;
  spread64: LoadFigures;
  spread16: LoadFigures;
  lists: { each: { today: SpreadLists; list: SpreadLists }; together: Lists };
  overview: LoadFigures;
  overviewAlone: LoadFigures;
  overviewFirstMs: number;
  reports: number[];
  load: string;
};

const count = (value: number) => value.toLocaleString('en-US');
const failures = (f: LoadFigures) =>
  f.non2xx + f.errors > 0 ? `, ${f.non2xx} non-2xx, ${f.errors} errors` : '';
const rate = (f: LoadFigures) =>
  `${count(f.requestsPerSecond)}/s, p50 / p99 ${f.p50} / ${f.p99} ms${failures(f)}`;
const met = (isMet: boolean) => (isMet ? 'met' : '**not met**');
const atLeast = (f: LoadFigures, than: LoadFigures) =>
  met(f.requestsPerSecond >= than.requestsPerSecond && f.non2xx + f.errors === 0);
const within = (f: { p99: number; failed: number }, ms: number) =>
  met(f.p99 <= ms && f.failed === 0);
const loadFailed = (f: LoadFigures) => ({ p99: f.p99, failed: f.non2xx + f.errors });

function rowsOf(r: DistrictFigures): [string, string, string, string][] {
  const share = (f: LoadFigures) =>
    r.ceiling ? `${((f.requestsPerSecond / r.ceiling) * 100).toFixed(1)} %` : '—';
  const { each, together } = r.lists;
  const spreadCell = (s: SpreadLists) =>
    `worst school ${s.worstP99} ms (median school p50 / p99 ${s.medianP50} / ${s.medianP99} ms)` +
    (s.failed ? `, ${s.failed} failed` : '');
  const worstReport = Math.max(...r.reports);
  return [
    [
      `scans across ${SCHOOLS - 1} schools, 64 conn.`,
      `≥ one school's ${count(r.one.scan64.requestsPerSecond)}/s (this run)`,
      `${rate(r.spread64)}; ${share(r.spread64)} of pgbench (one school ${share(r.one.scan64)})`,
      atLeast(r.spread64, r.one.scan64),
    ],
    [
      `scans across ${SCHOOLS - 1} schools, 16 conn.`,
      `≥ one school's ${count(r.one.scan16.requestsPerSecond)}/s (p99 ${r.one.scan16.p99} ms)`,
      rate(r.spread16),
      atLeast(r.spread16, r.one.scan16),
    ],
    [
      `one school's ${count(STUDENTS_PER_SCHOOL)} check-ins, 16 conn.`,
      `≥ one school's ${count(r.one.scan16.requestsPerSecond)}/s (p99 ${r.one.scan16.p99} ms)`,
      rate(r.oneSchool),
      atLeast(r.oneSchool, r.one.scan16),
    ],
    [
      `each school's \`today\` p99, 16 conn.`,
      '≤ 100 ms',
      spreadCell(each.today),
      within({ p99: each.today.worstP99, failed: each.today.failed }, 100),
    ],
    [
      `each school's list p99, 16 conn.`,
      '≤ 100 ms',
      spreadCell(each.list),
      within({ p99: each.list.worstP99, failed: each.list.failed }, 100),
    ],
    [
      `\`today\`, the ${SCHOOLS} schools in turn, 16 conn.`,
      '≤ 100 ms',
      rate(together.today),
      within(loadFailed(together.today), 100),
    ],
    [
      `list, the ${SCHOOLS} schools in turn, 16 conn.`,
      '≤ 100 ms',
      rate(together.list),
      within(loadFailed(together.list), 100),
    ],
    [
      'district overview, 1 conn.',
      '≤ 150 ms p99',
      `${rate(r.overviewAlone)} (first answer ${r.overviewFirstMs} ms)`,
      within(loadFailed(r.overviewAlone), 150),
    ],
    [
      'district overview, 16 conn.',
      '≤ 150 ms p99',
      rate(r.overview),
      within(loadFailed(r.overview), 150),
    ],
    [
      'chronic absence by school, whole range, to a ready file',
      '≤ 2 s',
      `${r.reports.map((s) => `${s.toFixed(2)} s`).join(', ')} (${r.reports.length} runs)`,
      met(worstReport <= 2),
    ],
  ];
}

export function printDistrictTable(results: DistrictFigures[]) {
  process.stdout.write('\n| engine | figure | goal | measured | |\n|---|---|---|---|---|\n');
  for (const r of results) {
    for (const [figure, goal, measured, verdict] of rowsOf(r)) {
      process.stdout.write(`| ${r.engine} | ${figure} | ${goal} | ${measured} | ${verdict} |\n`);
    }
  }
  for (const { engine, district: d, ceiling, load } of results) {
    process.stdout.write(
      `\n${engine}: ${SCHOOLS} schools × ${count(STUDENTS_PER_SCHOOL)} students, ${count(d.records)} check-ins on the school days ${d.from} to ${d.to} (seeded in ${d.seedSeconds.toFixed(0)} s, totals and vacuum analyze ${d.settleSeconds.toFixed(0)} s); pgbench ${ceiling ? `${count(ceiling)} inserts/s` : 'not run'}; load average before the district's server ${load}`,
    );
  }
  process.stdout.write('\n');
}
