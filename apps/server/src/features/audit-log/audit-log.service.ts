import { and, count, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import {
  type AuditEntry,
  type AuditLogList,
  type ListAuditLogQuery,
} from '@rollcall/contract/audit-log';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { AppError } from '../../shared/app-error.js';
import { pageInfo } from '../../shared/pagination.js';
import { inSchoolDays } from '../../shared/school-calendar.js';
import { getSchoolSettings, getSettings } from '../../shared/school-settings.js';

type AuditRow = typeof auditLog.$inferSelect;

const toEntry = (row: AuditRow): AuditEntry => ({
  _id: row.id,
  createdAt: row.createdAt.toISOString(),
  actorId: row.actorId,
  schoolId: row.schoolId,
  actorName: row.actorName,
  actorEmail: row.actorEmail,
  action: row.action as AuditEntry['action'],
  entityType: row.entityType as AuditEntry['entityType'],
  entityId: row.entityId,
  before: row.before ?? null,
  after: row.after ?? null,
});

/** The instant a school day begins, in the school's time zone. */
const startOfSchoolDay = (date: string, timezone: string) =>
  sql`(${date}::date::timestamp at time zone ${timezone})`;

/**
 * Newest first; the dates are school days in the school's time zone, both ends included. At a
 * school: its entries and the district's own (issue 41); with no school named, every entry.
 */
export async function findAuditEntries(
  db: Db,
  schoolId: string | undefined,
  asked: ListAuditLogQuery,
): Promise<AuditLogList> {
  const { timezone } = schoolId ? await getSchoolSettings(db, schoolId) : await getSettings(db);
  const query = inSchoolDays(asked, timezone);
  if (query.startDate && query.endDate && query.endDate < query.startDate) {
    throw new AppError('VALIDATION_FAILED', 'common.dateRangeInvalid', {
      endDate: 'common.dateRangeInvalid',
    });
  }
  const where = and(
    schoolId ? or(eq(auditLog.schoolId, schoolId), isNull(auditLog.schoolId)) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.startDate
      ? gte(auditLog.createdAt, startOfSchoolDay(query.startDate, timezone))
      : undefined,
    query.endDate
      ? lt(auditLog.createdAt, sql`${startOfSchoolDay(query.endDate, timezone)} + interval '1 day'`)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const totalEntries = total?.value ?? 0;
  return {
    entries: rows.map(toEntry),
    pagination: { ...pageInfo(query.page, query.limit, totalEntries), totalEntries },
  };
}
