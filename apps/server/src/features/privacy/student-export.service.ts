import type { Language } from '@rollcall/contract/languages';
import { strToU8, zipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../../shared/audit.js';
import { schoolDateOf } from '../../shared/school-calendar.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { shortDate } from '../../shared/short-date.js';
import { getMediaById } from '../media/media.service.js';
import { collectStudentData } from './student-data.js';
import { writeStudentDataPdf } from './student-data-pdf.js';
import { schoolIdOf } from '../../shared/acting-school.js';

const PHOTO_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * A family's access request (issue 27): one zip with `student.json` (every record in full), a
 * readable `student.pdf` and the photo while one is stored. The export is itself audited, after
 * the data is read, so the file does not list its own entry.
 */
export async function exportStudentData(
  db: Db,
  now: Date,
  actor: Actor,
  studentId: string,
  language: Language,
) {
  const schoolId = schoolIdOf(actor);
  const data = await collectStudentData(db, schoolId, studentId);
  if (!data || data.student.erasedAt) throw new AppError('STUDENT_NOT_FOUND');
  const settings = await getSchoolSettings(db, schoolId);
  const [exporter] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, actor.id));
  const pdf = await writeStudentDataPdf(data, {
    date: shortDate(schoolDateOf(now, settings.timezone), language),
    by: exporter?.name ?? '',
    language,
  });
  const files: Record<string, Uint8Array> = {
    'student.json': strToU8(JSON.stringify({ exportedAt: now.toISOString(), ...data }, null, 2)),
    'student.pdf': pdf,
  };
  const photo = data.photoMediaId ? await getMediaById(db, data.photoMediaId) : undefined;
  if (photo) files[`photo.${PHOTO_EXTENSIONS[photo.contentType] ?? 'bin'}`] = photo.data;
  await recordAudit(db, actor, {
    action: 'student.export',
    entityType: 'student',
    entityId: studentId,
  });
  return {
    file: Buffer.from(zipSync(files)),
    // The student number is the school's text: only its safe characters reach the header.
    fileName: `student-${data.student.studentId.replace(/[^\w-]/g, '_')}-${now.toISOString().slice(0, 10)}.zip`,
  };
}
