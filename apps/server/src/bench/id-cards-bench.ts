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
import { openDatabase, type Db } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { IdCardSettingsBodySchema } from '@rollcall/contract/id-cards';
import { media } from '../db/schema/media.js';
import { writeCardsPdf } from '../features/id-cards/card-pdf.js';
import { students } from '../db/schema/students.js';
import { FIRST_SCHOOL_ID } from '../shared/school-staff.js';

const run = promisify(execFile);
/**
 * Names in turn from every script the cards print (issue 24), so the batch embeds every face:
 * Latin with Vietnamese and Polish letters, Cyrillic, Greek, Chinese, Japanese, Korean, Arabic,
 * Hebrew and Devanagari, each name with its own number.
 */
const NAMES = [
  ['Zoë', 'Łukasiewicz-Nguyễn'],
  ['Иванова', 'Мария'],
  ['Γιώργος', 'Παπαδόπουλος'],
  ['王', '美玲'],
  ['山田', 'はなこ'],
  ['김', '민준'],
  ['محمد', 'العلي'],
  ['דוד', 'כהן'],
  ['अर्जुन', 'शर्मा'],
] as const;
const nameOf = (index: number) => {
  const [firstName, lastName] = NAMES[index % NAMES.length] ?? NAMES[0];
  return { firstName, lastName: `${lastName} ${index}` };
};

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
  await insertCardClasses(database.db, CLASSES);
  await database.close();
}

/** Class 10's sections of the given sizes, each student with a photo and a name from NAMES. */
export async function insertCardClasses(db: Db, sizes: Record<string, number>) {
  const photo = await sharp({
    create: { width: 256, height: 256, channels: 3, background: '#6b7280' },
  })
    .webp({ quality: 82 })
    .toBuffer();
  for (const [section, size] of Object.entries(sizes)) {
    for (let start = 0; start < size; start += 100) {
      const count = Math.min(100, size - start);
      const photos = await db
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
      await db.insert(students).values(
        photos.map((row, i) => ({
          schoolId: FIRST_SCHOOL_ID,
          studentId: `B${section}-${String(start + i).padStart(4, '0')}`,
          ...nameOf(start + i),
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
}

async function batch(dataDir: string, layout: string, section: string): Promise<BatchFigures> {
  const script = fileURLToPath(new URL('./id-card-batch-run.js', import.meta.url));
  const { stdout } = await run(process.execPath, [script, layout, section], {
    env: { ...process.env, DATA_DIR: dataDir },
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as BatchFigures;
}

/**
 * The size of one card's PDF (the single-card download) whose name is Chinese: the CJK face's
 * subset is the largest a card embeds. Its photo, as in the batches.
 */
async function singleCardBytes() {
  const photo = await sharp({
    create: { width: 256, height: 256, channels: 3, background: '#6b7280' },
  })
    .jpeg()
    .toBuffer();
  const settings = IdCardSettingsBodySchema.parse({ includeBarcode: true, includeGuardian: true });
  const pdf = await writeCardsPdf(
    [
      {
        settings: {
          ...settings,
          schoolName: '北京市第一中学',
          schoolAddress: '',
          schoolPhone: '',
          schoolWebsite: '',
        },
        student: {
          firstName: '王',
          lastName: '美玲',
          studentNumber: 'STU-2026-0042',
          class: '10',
          section: 'A',
          rollNumber: '7',
          dateOfBirth: '2010-05-01',
          guardianName: '王伟',
          guardianPhone: '+86 10 1234 5678',
          emergencyName: null,
          emergencyPhone: null,
          bloodType: 'O+',
          allergies: [],
          photoUrl: null,
        },
        qrCodeData: 'x'.repeat(300),
        photo,
        logo: undefined,
        academicYear: '2026–2027',
      },
    ],
    'card',
    { title: 'bench', author: 'bench', language: 'en' },
  );
  return pdf.length;
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
  const single = await singleCardBytes();
  process.stdout.write(
    `\nOne card with a Chinese name (王美玲): ${(single / 1024).toFixed(0)} KB\n`,
  );
}

// `node id-cards-bench.js` runs this part alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) await benchIdCards();
