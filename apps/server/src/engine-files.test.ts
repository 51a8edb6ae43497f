import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { POSTGRES_FILES, POSTGRES_MARK } from '../test/engine-files.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testFiles = readdirSync(path.join(serverDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('src', file).split(path.sep).join('/'));

test('the PostgreSQL project has files, and each listed file exists', () => {
  const listed = Object.keys(POSTGRES_FILES);
  expect(listed.length).toBeGreaterThan(10);
  expect(listed.filter((file) => !existsSync(path.join(serverDir, file)))).toEqual([]);
});

test('every test file that names the PostgreSQL engine runs on it', () => {
  const naming = testFiles.filter(
    (file) =>
      file !== 'src/engine-files.test.ts' &&
      readFileSync(path.join(serverDir, file), 'utf8').includes(POSTGRES_MARK),
  );
  expect(naming.length).toBeGreaterThan(0);
  expect(naming.filter((file) => !(file in POSTGRES_FILES))).toEqual([]);
});
