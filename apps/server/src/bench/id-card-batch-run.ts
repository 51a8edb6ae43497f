/**
 * One ID card batch PDF made in a process of its own, so that its peak memory (maxRSS) is the
 * batch's alone: `node id-card-batch-run.js <layout> <cards>`, the database (already holding the
 * bench's class 10 A with photos) from DATA_DIR or DATABASE_URL. Prints one JSON line.
 */
import { eq } from 'drizzle-orm';
import { IdCardSettingsBodySchema, type IdCardLayout } from '@rollcall/contract/id-cards';
import { openDatabase } from '../db/client.js';
import { idCardBatches } from '../db/schema/id-cards.js';
import { batchJob } from '../features/id-cards/id-cards.jobs.js';
import { completeSettings } from '../features/id-cards/id-cards.service.js';
import { workLeasedRow } from '../shared/jobs/leased-job.js';
import { FIRST_SCHOOL_ID } from '../shared/school-staff.js';

const [layout, section] = process.argv.slice(2) as [IdCardLayout, string];
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '.',
});
const settings = await completeSettings(
  database.db,
  IdCardSettingsBodySchema.parse({ includeBarcode: true, includeGuardian: true }),
);
const [batch] = await database.db
  .insert(idCardBatches)
  .values({
    schoolId: FIRST_SCHOOL_ID,
    class: '10',
    section,
    layout,
    settings,
    total: 0,
    createdByName: 'Bench',
  })
  .returning({ id: idCardBatches.id });
if (!batch) throw new Error('no batch');
const baselineMb = process.memoryUsage().rss / 1024 / 1024;
const started = performance.now();
const onError = (error: Error) => {
  throw error;
};
await workLeasedRow(
  batchJob(
    database.db,
    () => 'bench-secret',
    () => new Date(),
    { onError },
  ),
  {
    id: batch.id,
  },
);
const seconds = (performance.now() - started) / 1000;
const peakMb = process.resourceUsage().maxRSS / 1024;
const [done] = await database.db
  .select({
    status: idCardBatches.status,
    total: idCardBatches.total,
    bytes: idCardBatches.byteSize,
  })
  .from(idCardBatches)
  .where(eq(idCardBatches.id, batch.id));
await database.close();
process.stdout.write(
  `${JSON.stringify({ ...done, seconds, baselineMb: Math.round(baselineMb), peakMb: Math.round(peakMb) })}\n`,
);
