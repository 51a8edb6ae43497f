import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

type ProfileNode = {
  id: number;
  hitCount?: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
};
/** V8's profile: each sample is a node's id, taken `timeDeltas` microseconds after the last. */
type Profile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] };

/** Where a function lives: its npm package, node's own code, or our source file. */
function placeOf(url: string): string {
  if (url === '') return '(native)';
  if (url.startsWith('node:')) return 'node';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch?.[1]) return packageMatch[1];
  const ours = /\/(?:dist|src)\/(.+)$/.exec(url);
  return ours?.[1] ?? path.basename(url);
}

const nameOf = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) =>
  `${functionName || '(anonymous)'} ${placeOf(url)}:${lineNumber + 1}`;

/** The main thread's profile: node names it `CPU.<date>.<time>.<pid>.<thread id>.<n>.cpuprofile`. */
const isMainThread = (file: string) => /\.\d+\.0\.\d+\.cpuprofile$/.test(file);

/**
 * The main thread's longest stretches without a moment idle: what held the event loop (and so
 * the gate's requests) longest, each with the functions that took its time and our own code
 * (dist/ or src/) that was running, by samples.
 */
function longestStretches(profile: Profile, top = 5): string[] {
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const oursOf = (id: number) => {
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const node = byId.get(at);
      if (
        node &&
        /\/(dist|src)\//.test(node.callFrame.url) &&
        !node.callFrame.url.includes('node_modules')
      ) {
        return nameOf(node);
      }
    }
    return '(none of ours)';
  };
  type Stretch = { startMs: number; ms: number; ids: number[] };
  const stretches: Stretch[] = [];
  let current: Stretch | undefined;
  let elapsedUs = 0;
  samples.forEach((id, index) => {
    elapsedUs += deltas[index] ?? 0;
    const isIdle = byId.get(id)?.callFrame.functionName === '(idle)';
    if (isIdle) {
      if (current) stretches.push(current);
      current = undefined;
      return;
    }
    current ??= { startMs: elapsedUs / 1000, ms: 0, ids: [] };
    current.ms += (deltas[index + 1] ?? 0) / 1000;
    current.ids.push(id);
  });
  if (current) stretches.push(current);
  const topOf = (names: string[]) =>
    [
      ...names.reduce(
        (counts, name) => counts.set(name, (counts.get(name) ?? 0) + 1),
        new Map<string, number>(),
      ),
    ]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, count]) => `${name} ${percent(count, names.length)}`)
      .join('; ');
  return stretches
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top)
    .map(
      (stretch) =>
        `    ${stretch.ms.toFixed(0)} ms at ${(stretch.startMs / 1000).toFixed(1)} s: ` +
        `${topOf(stretch.ids.map((id) => nameOf(byId.get(id) ?? profile.nodes[0]!)))} · ours: ${topOf(stretch.ids.map(oursOf))}`,
    );
}

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;

/** Self time of each thread's profile in `dir`: by package and by function, the top few. */
export async function summarizeCpuProfiles(dir: string, top = 12): Promise<string> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile')).sort();
  const lines: string[] = [];
  for (const file of files) {
    const profile = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Profile;
    const byPlace = new Map<string, number>();
    const byFunction = new Map<string, number>();
    let total = 0;
    for (const node of profile.nodes) {
      const hits = node.hitCount ?? 0;
      if (hits === 0) continue;
      total += hits;
      const { functionName, url, lineNumber } = node.callFrame;
      const place = placeOf(url);
      byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
      const name = `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
    }
    const idle = byFunction.get('(idle) (native):0') ?? 0;
    const busy = total - idle;
    const rank = (map: Map<string, number>) =>
      [...map]
        .filter(([name]) => !name.startsWith('(idle)'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, hits]) => `    ${percent(hits, busy).padStart(7)}  ${name}`);
    lines.push(
      `  ${file}: busy ${percent(busy, total)} of the time; of the busy time, by place:`,
      ...rank(byPlace),
      '  by function:',
      ...rank(byFunction),
      ...(isMainThread(file)
        ? ['  the longest stretches without a moment idle:', ...longestStretches(profile)]
        : []),
    );
  }
  return lines.join('\n');
}

/** A folder for the server's CPU profiles when they are asked for (`--cpu-prof`). */
export const profileFolder = async (bench: string, engine: string, profile: boolean) =>
  profile ? mkdtemp(path.join(os.tmpdir(), `rollcall-${bench}-profile-${engine}-`)) : undefined;

/** Once the server has stopped (node writes its profiles on exit): their summary, if any. */
export async function reportProfiles(dir: string | undefined, log: (line: string) => void) {
  if (!dir) return;
  log(`CPU profile of the server, each thread (${dir}):`);
  process.stdout.write(`${await summarizeCpuProfiles(dir)}\n`);
}
