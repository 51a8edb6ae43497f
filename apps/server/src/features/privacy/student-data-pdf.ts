import type { Language } from '@rollcall/contract/languages';
import { renderText } from '@rollcall/contract/i18n/render';
import type { PRIVACY_MESSAGES } from '@rollcall/contract/privacy';
import PDFDocument from 'pdfkit';
import { drawText, wrapText, type TextFont } from '../../shared/pdf-text/pdf-text.js';
import type { StudentData } from './student-data.js';

/** A4 portrait, in points; lines flow down and onto a new page when the page is full. */
const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const BODY: TextFont = { size: 9.5 };
const HEADING: TextFont = { size: 13, weight: 'bold' };
const LINE = 13;

/** Writes lines top to bottom, wrapping each and starting a page when the next does not fit. */
function flowWriter(doc: PDFKit.PDFDocument) {
  let y = PAGE.margin;
  const room = (height: number) => {
    if (y + height <= PAGE.height - PAGE.margin) return;
    doc.addPage({ size: 'A4', margin: 0 });
    y = PAGE.margin;
  };
  return {
    line(text: string, font: TextFont = BODY, indent = 0) {
      for (const part of wrapText(doc, text, WIDTH - indent, font)) {
        room(LINE);
        drawText(doc, part, PAGE.margin + indent, y, font);
        y += font.size > BODY.size ? font.size + 6 : LINE;
      }
    },
    gap(height = 8) {
      y += height;
    },
  };
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(shown).join(', ') || '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/**
 * The export's readable summary: every section of the JSON in plain lines, names in any script
 * (pdf-text picks each run's Noto face). The words are in the reader's language; the values as
 * stored.
 */
export async function writeStudentDataPdf(
  data: StudentData,
  made: { date: string; by: string; language: Language },
): Promise<Buffer> {
  const words = (key: keyof typeof PRIVACY_MESSAGES.export, values: Record<string, string> = {}) =>
    renderText(`privacy.export.${key}`, values, made.language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: words('title'), Author: made.by },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.addPage({ size: 'A4', margin: 0 });
  const out = flowWriter(doc);
  const { student } = data;
  out.line(`${words('title')}: ${student.firstName} ${student.lastName}`, {
    size: 16,
    weight: 'bold',
  });
  out.line(words('madeOn', { date: made.date, name: made.by }));
  out.line(words('jsonNote'));
  if (data.photoMediaId) out.line(words('photo'));

  const section = (title: string, lines: string[], indentedLines?: (index: number) => string[]) => {
    out.gap(10);
    out.line(title, HEADING);
    if (lines.length === 0) out.line(words('none'));
    lines.forEach((text, index) => {
      out.line(text);
      for (const detail of indentedLines?.(index) ?? []) out.line(detail, BODY, 16);
    });
  };

  section(
    renderText('common.student', {}, made.language),
    Object.entries(student).map(([field, value]) => `${field}: ${shown(value)}`),
  );
  section(
    words('attendance'),
    data.attendance.map(
      (row) =>
        `${row.schoolDate} · ${row.status} · ${shown(row.scanTime)} · ${row.method}` +
        (row.notes ? ` · ${row.notes}` : '') +
        (row.deletedAt ? ` · ${words('deleted')}` : ''),
    ),
    (index) =>
      (data.attendance[index]?.edits ?? []).map(
        (edit) =>
          `${words('edits')}: ${shown(edit.at)} · ${edit.action} · ${shown(edit.by)} · ${shown(edit.reason)} · ${shown(edit.before)} → ${shown(edit.after)}`,
      ),
  );
  section(
    words('checkOuts'),
    data.checkOuts.map((row) => `${row.schoolDate} · ${shown(row.checkedOutAt)}`),
  );
  section(
    words('messages'),
    data.messages.map(
      (row) =>
        `${shown(row.createdAt)} · ${row.channel} · ${row.recipient} · ${row.status} · ${row.kind}`,
    ),
    (index) => {
      const message = data.messages[index];
      return message ? [message.subject ?? '', message.body].filter(Boolean) : [];
    },
  );
  section(
    words('idCards'),
    data.idCards.map(
      (row) =>
        `${shown(row.generatedAt)} · ${row.status} · ${row.generatedByName}` +
        (row.revokedAt ? ` · ${shown(row.revokedAt)} ${shown(row.revokedByName)}` : ''),
    ),
  );
  section(
    words('cases'),
    data.cases.map((row) => `${row.openedOn} · ${row.rule} · ${row.status} · ${row.tier}`),
    (index) =>
      (data.cases[index]?.notes ?? []).map(
        (note) => `${words('notes')}: ${shown(note.at)} · ${shown(note.by)} · ${note.text}`,
      ),
  );
  section(
    words('audit'),
    data.audit.map((row) => `${shown(row.at)} · ${row.actorName} · ${row.action}`),
  );
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
