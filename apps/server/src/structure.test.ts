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

// Files that hold one idea (issue 38): a source file past this many lines has usually grown a
// second one. The exceptions say why they are one idea however long.
const MAX_SOURCE_LINES = 300;
const LONG_BY_NATURE: Record<string, string> = {
  'apps/web/src/features/settings/i18n/en.ts': "a table of the settings screen's texts",
  'apps/web/src/features/settings/i18n/es.ts': "a table of the settings screen's texts",
  'apps/web/src/features/settings/i18n/fr.ts': "a table of the settings screen's texts",
};
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];

test(`no source file is longer than ${MAX_SOURCE_LINES} lines, but those listed with a reason`, () => {
  const sources = SOURCE_ROOTS.flatMap((root) =>
    readdirSync(path.join(repoRoot, root), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name))),
  );
  expect(sources.length).toBeGreaterThan(500);
  const tooLong = sources
    .map((file) => ({ file, lines: readFileSync(path.join(repoRoot, file), 'utf8').split('\n') }))
    .filter(({ file, lines }) => lines.length > MAX_SOURCE_LINES + 1 && !LONG_BY_NATURE[file])
    .map(({ file, lines }) => `${file}: ${lines.length - 1} lines`);
  expect(tooLong).toEqual([]);
});
