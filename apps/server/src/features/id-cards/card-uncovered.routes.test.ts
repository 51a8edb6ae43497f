import { expect, test } from 'vitest';
import { readPdf } from '../../../test/pdf-files.js';
import { insertStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const { t, admin } = useTestApp({ logLevel: 'info', staff: { admin: {} } });

test('a name with a character no font has prints the replacement, and the log names the code point, never the name', async () => {
  const student = await insertStudent(t.database.db, { firstName: 'Ana🦄', lastName: 'Quispe' });
  const saved = await admin.request({
    method: 'POST',
    url: '/api/id-cards',
    payload: { studentId: student.id, settings: {} },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const card = saved.json().data.card as { id: string };
  const response = await admin.request({ method: 'GET', url: `/api/id-cards/${card.id}/pdf` });
  expect(response.statusCode).toBe(200);
  expect((await readPdf(response.rawPayload)).text).toContain('Ana\uFFFD Quispe');
  const warnings = t.logLines.filter((line) => JSON.stringify(line).includes('U+1F984'));
  expect(warnings).toHaveLength(1);
  expect(JSON.stringify(warnings)).not.toMatch(/Ana|Quispe/);
});
