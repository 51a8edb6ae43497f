import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// The server's shape (ARCHITECTURE.md): a rule several features count with lives below them
// (figures/, shared/), so no feature folder imports one that imports it back. Lint's zones keep
// the shared folders off the features; this keeps the features off each other in a loop.

const featuresDir = fileURLToPath(new URL('./features', import.meta.url));

const sourceFilesIn = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .filter((entry) => !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));

const importedPaths = (source: string) =>
  [...source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map((match) => match[1]!);

/** Each feature folder and the other feature folders its source files import. */
function featureImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const feature of readdirSync(featuresDir)) {
    const imported = new Set<string>();
    for (const file of sourceFilesIn(path.join(featuresDir, feature))) {
      for (const specifier of importedPaths(readFileSync(file, 'utf8'))) {
        const target = path.relative(featuresDir, path.resolve(path.dirname(file), specifier));
        const [folder] = target.split(path.sep);
        if (!target.startsWith('..') && folder && folder !== feature) imported.add(folder);
      }
    }
    graph.set(feature, imported);
  }
  return graph;
}

/** Every loop in the graph, each as the path that closes it (`a → b → a`). */
function loopsIn(graph: Map<string, Set<string>>): string[] {
  const loops: string[] = [];
  const walk = (node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const seenAt = trail.indexOf(next);
      if (seenAt === 0) loops.push([...trail, next].join(' → '));
      // Each loop once, found from its alphabetically first folder.
      else if (seenAt === -1 && next > trail[0]!) walk(next, [...trail, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, [start]);
  return loops;
}

test('no server feature folder imports one that imports it back', () => {
  const graph = featureImports();
  expect(graph.size).toBeGreaterThan(10);
  expect(loopsIn(graph)).toEqual([]);
});

test('the loop finder finds a loop of three folders once', () => {
  const graph = new Map([
    ['a', new Set(['b'])],
    ['b', new Set(['c'])],
    ['c', new Set(['a'])],
    ['d', new Set(['a'])],
  ]);
  expect(loopsIn(graph)).toEqual(['a → b → c → a']);
});

test('each feature has one name: interventions holds its outreach (nudges and letters)', () => {
  expect(readdirSync(featuresDir)).not.toContain('outreach');
});
