import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

type ProfileNode = {
  id: number;
  hitCount?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: ProfileNode[] };

/** Where a function lives: its npm package, node's own code, or our source file. */
function placeOf(url: string): string {
  if (url === '') return '(native)';
  if (url.startsWith('node:')) return 'node';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch?.[1]) return packageMatch[1];
  const ours = /\/(?:dist|src)\/(.+)$/.exec(url);
  return ours?.[1] ?? path.basename(url);
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
    );
  }
  return lines.join('\n');
}
