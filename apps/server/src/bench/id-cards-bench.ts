/**
 * ID cards in `npm run bench`: the time and peak memory of a batch PDF of 400 cards (each with a
 * photo, QR, Code 128 and the security pattern) in each layout, and of 100 cards, to show that
 * memory stays flat as the batch grows. Each batch runs in a process of its own (maxRSS is then
 * the batch's). Embedded database only: the work is drawing, not querying.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { media } from '../db/schema/media.js';
import { students } from '../db/schema/students.js';

const run = promisify(execFile);
/** Section A holds the 400-card class, section B the 100-card one. */
const CLASSES = { A: 400, B: 100 } as const;

type BatchFigures = {
  status: string;
  total: number;
  bytes: number;
  seconds: number;
  baselineMb: number;
  peakMb: number;
};

async function seed(dataDir: string) {
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database.db);
  const photo = await sharp({
    create: { width: 256, height: 256, channels: 3, background: '#6b7280' },
  })
    .webp({ quality: 82 })
    .toBuffer();
  for (const [section, size] of Object.entries(CLASSES)) {
    for (let start = 0; start < size; start += 100) {
      const count = Math.min(100, size - start);
      const photos = await database.db
        .insert(media)
        .values(
          Array.from({ length: count }, (_, i) => ({
            token: `bench-${section}-${start + i}`,
            contentType: 'image/webp',
            byteSize: photo.length,
            data: photo,
          })),
        )
        .returning({ id: media.id });
      await database.db.insert(students).values(
        photos.map((row, i) => ({
          studentId: `B${section}-${String(start + i).padStart(4, '0')}`,
          firstName: `Student${start + i}`,
          lastName: `Bench${section}`,
          class: '10',
          section,
          rollNumber: String(start + i + 1),
          dateOfBirth: '2010-05-01',
          guardianName: 'Grace Guardian',
          guardianPhone: '+1 555 010 2000',
          photoMediaId: row.id,
        })),
      );
    }
  }
  await database.close();
}

async function batch(dataDir: string, layout: string, section: string): Promise<BatchFigures> {
  const script = fileURLToPath(new URL('./id-card-batch-run.js', import.meta.url));
  const { stdout } = await run(process.execPath, [script, layout, section], {
    env: { ...process.env, DATA_DIR: dataDir },
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as BatchFigures;
}

/** Prints the README's table. */
export async function benchIdCards() {
  const log = (line: string) => process.stdout.write(`[id-cards] ${line}\n`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-id-cards-bench-'));
  const rows: string[] = [];
  try {
    await seed(dataDir);
    for (const [layout, section] of [
      ['card', 'B'],
      ['card', 'A'],
      ['a4-10', 'A'],
      ['letter-10', 'A'],
    ] as const) {
      const f = await batch(dataDir, layout, section);
      const line = `| ${layout} | ${f.total} | ${f.status} | ${f.seconds.toFixed(1)} s | ${(f.bytes / 1024 / 1024).toFixed(1)} MB | ${f.baselineMb} → ${f.peakMb} MB |`;
      log(line);
      rows.push(line);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  process.stdout.write(
    `\n| layout | cards | status | time | file | RSS baseline → peak |\n|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
  );
}

// `node id-cards-bench.js` runs this part alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) await benchIdCards();
