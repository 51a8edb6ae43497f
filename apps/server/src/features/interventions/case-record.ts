import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InterventionCase } from '@rollcall/contract/interventions';
import type { Db } from '../../db/client.js';
import { interventionCases } from '../../db/schema/interventions.js';
import { students } from '../../db/schema/students.js';
import { users } from '../../db/schema/users.js';

// An attendance case as the API shows it: its columns, the student and assignee joined, one shape
// for the list, the detail and every edit's reply.

const assignee = alias(users, 'assignee');

const caseColumns = {
  id: interventionCases.id,
  rule: interventionCases.rule,
  status: interventionCases.status,
  tier: interventionCases.tier,
  openedOn: interventionCases.openedOn,
  closedAt: interventionCases.closedAt,
  absentDays: interventionCases.absentDays,
  enrolledDays: interventionCases.enrolledDays,
  rate: interventionCases.rate,
  consecutive: interventionCases.consecutive,
  lateDays: interventionCases.lateDays,
  lastActionAt: interventionCases.lastActionAt,
  studentKey: students.id,
  studentId: students.studentId,
  firstName: students.firstName,
  lastName: students.lastName,
  class: students.class,
  section: students.section,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
};

type CaseRow = {
  [K in keyof typeof caseColumns]: (typeof caseColumns)[K]['_']['data'] | null;
};

export const toCase = (row: CaseRow): InterventionCase => ({
  _id: String(row.id),
  student: {
    _id: String(row.studentKey),
    studentId: String(row.studentId),
    fullName: `${row.firstName} ${row.lastName}`,
    class: String(row.class),
    section: String(row.section),
  },
  rule: row.rule ?? 'chronic-absence',
  status: row.status ?? 'open',
  tier: (row.tier ?? 1) as InterventionCase['tier'],
  openedOn: String(row.openedOn),
  closedAt: row.closedAt?.toISOString() ?? null,
  figures: {
    absentDays: row.absentDays ?? 0,
    enrolledDays: row.enrolledDays ?? 0,
    rate: row.rate === null ? null : Math.round(row.rate * 10) / 10,
    consecutive: row.consecutive ?? 0,
    lateDays: row.lateDays ?? 0,
  },
  assignedTo: row.assigneeId ? { _id: row.assigneeId, name: String(row.assigneeName) } : null,
  lastActionAt: row.lastActionAt?.toISOString() ?? null,
});

export const selectCases = (db: Db) =>
  db
    .select(caseColumns)
    .from(interventionCases)
    .innerJoin(students, eq(students.id, interventionCases.studentId))
    .leftJoin(assignee, eq(assignee.id, interventionCases.assignedTo));
