import { z } from 'zod';
import { textKey } from './i18n/text-key.js';
import { DateOrTimestampSchema, IdSchema, pageQuery, paginationSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

export const AUDIT_LOG_PAGE_SIZE = 20;

/** What was changed: each administrative change the audit log records (issue 12). */
export const AUDIT_ACTIONS = [
  'settings.update',
  'user.create',
  'user.update',
  'user.role',
  'user.status',
  'user.delete',
  'user.reset_2fa',
  'student.create',
  'student.update',
  'student.archive',
  'student.regenerate_qr',
  'student.import',
  'student.import_discarded',
  'student.export',
  'student.erase',
  'attendance.update',
  'attendance.delete',
  'system.backup',
  'system.restore',
  'system.reset',
  'system.maintenance',
  'system.clear_cache',
  'system.retention',
  'system.student_retention',
  'system.recovery_key',
  'system.backup_passphrase',
  'gate_device.create',
  'gate_device.new_code',
  'gate_device.remove',
  'case.update',
  'case.note',
  'api_token.create',
  'api_token.revoke',
  'api_token.use',
  'school.update',
  'school.create',
  'school.status',
  'sso_provider.create',
  'sso_provider.update',
  'sso_provider.delete',
  'user.sso_sign_in',
  'user.sso_create',
  'user.roster',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'settings.update': 'Settings changed',
  'user.create': 'User created',
  'user.update': 'User edited',
  'user.role': 'User role changed',
  'user.status': 'User status changed',
  'user.delete': 'User deleted',
  'user.reset_2fa': 'Two-factor sign-in reset',
  'student.create': 'Student created',
  'student.update': 'Student edited',
  'student.archive': 'Student archived',
  'student.regenerate_qr': 'Student QR code regenerated',
  'student.import': 'Students imported',
  'student.import_discarded': 'Roster import discarded',
  'student.export': 'Student data exported',
  'student.erase': 'Student data erased',
  'attendance.update': 'Attendance edited',
  'attendance.delete': 'Attendance deleted',
  'system.backup': 'Backup made',
  'system.restore': 'Backup restored',
  'system.reset': 'System reset',
  'system.recovery_key': 'Recovery key changed',
  'system.backup_passphrase': 'Backup passphrase changed',
  'system.maintenance': 'Maintenance mode changed',
  'system.clear_cache': 'Cache cleared',
  'system.retention': 'Old attendance deleted',
  'system.student_retention': 'Archived students erased after retention',
  'gate_device.create': 'Gate device added',
  'gate_device.new_code': 'Gate device pairing code made',
  'gate_device.remove': 'Gate device removed',
  'case.update': 'Attendance case changed',
  'case.note': 'Attendance case note added',
  'api_token.create': 'API token created',
  'api_token.revoke': 'API token revoked',
  'api_token.use': 'API token used',
  'school.update': 'School changed',
  'school.create': 'School created',
  'school.status': 'School archived or reopened',
  'sso_provider.create': 'Sign-in provider added',
  'sso_provider.update': 'Sign-in provider changed',
  'sso_provider.delete': 'Sign-in provider removed',
  'user.sso_sign_in': 'Signed in through a provider',
  'user.sso_create': 'Account made at first provider sign-in',
  'user.roster': 'Staff account changed by the OneRoster import',
};

export const AUDIT_ENTITY_TYPES = [
  'settings',
  'user',
  'student',
  'attendance',
  'system',
  'gate_device',
  'case',
  'api_token',
  'school',
  'sso_provider',
] as const;
export const AuditEntityTypeSchema = z.enum(AUDIT_ENTITY_TYPES);
export type AuditEntityType = z.infer<typeof AuditEntityTypeSchema>;

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  settings: 'Settings',
  user: 'User',
  student: 'Student',
  attendance: 'Attendance',
  system: 'System',
  gate_device: 'Gate device',
  case: 'Attendance case',
  api_token: 'API token',
  school: 'School',
  sso_provider: 'Sign-in provider',
};

/** Who did it when the system did it by itself (a scheduled job). */
export const AUDIT_SYSTEM_ACTOR = 'System';

export const AUDIT_LOG_MESSAGES = {
  title: 'Audit log',
  empty: 'No audit entries match these filters',
  loading: 'Loading audit log...',
} as const;

export const AuditEntrySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  /** The school the change was made at; null for the district's own (issue 41). */
  schoolId: z.string().nullable(),
  actorName: z.string(),
  actorEmail: z.string().nullable(),
  action: AuditActionSchema,
  entityType: AuditEntityTypeSchema,
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);
const isDay = (value: string | undefined): value is string => value?.length === 10;

/** Dates are the school's calendar days, both ends included. */
export const ListAuditLogQuerySchema = z
  .object({
    ...pageQuery(AUDIT_LOG_PAGE_SIZE, 100),
    actorId: z.preprocess(blankIsAbsent, IdSchema.optional()),
    action: z.preprocess(blankIsAbsent, AuditActionSchema.optional()),
    entityType: z.preprocess(blankIsAbsent, AuditEntityTypeSchema.optional()),
    entityId: z.preprocess(blankIsAbsent, z.string().max(100).optional()),
    startDate: z.preprocess(blankIsAbsent, DateOrTimestampSchema.optional()),
    endDate: z.preprocess(blankIsAbsent, DateOrTimestampSchema.optional()),
  })
  // Two calendar days compare here; a timestamp's day is the school's, which the server knows.
  .refine((q) => !isDay(q.startDate) || !isDay(q.endDate) || q.startDate <= q.endDate, {
    message: textKey('common.dateRangeInvalid'),
    path: ['endDate'],
  });
export type ListAuditLogQuery = z.infer<typeof ListAuditLogQuerySchema>;

export const AuditLogListSchema = z.object({
  entries: z.array(AuditEntrySchema),
  pagination: paginationSchema('totalEntries'),
});
export type AuditLogList = z.infer<typeof AuditLogListSchema>;

/** Admins only. */
export const auditLogApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/audit-log',
    query: ListAuditLogQuerySchema,
    response: AuditLogListSchema,
  }),
};
