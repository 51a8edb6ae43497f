import { CONTRACT_TEXTS } from '@rollcall/contract/i18n/catalogue';
import { sameEnglishProblems, type SameEnglish } from '@rollcall/contract/i18n/completeness';
import { expect, test } from 'vitest';
import { WEB_RESOURCES } from './all-texts';

/**
 * Texts whose English is rightly the same under two keys across the web's namespaces and the
 * contract's (`contract.…`), each with why: a word with two senses, or one English that Spanish or
 * French must say two ways. Anything else defined twice is one text: a word several features show
 * goes in `common` (a record's field name in `common.fields`), and a text the contract holds is
 * read from `contract`, never copied.
 */
const SAME_ENGLISH_ALLOWED: readonly SameEnglish[] = [
  {
    keys: [
      'common.toast.error',
      'common.loadError',
      'settings.form.error',
      'students.preview.error',
    ],
    reason:
      'a toast’s title, a screen that could not load (es Error al cargar), a failed save ' +
      '(es Un problème…), and an import row with errors (es Con errores)',
  },
  {
    keys: ['common.fields.schools', 'settings.categories.schools'],
    reason:
      'the schools a report or an account covers, and the settings category, looked up by its ' +
      'id (categories.<id>)',
  },
  {
    keys: ['common.fields.notifications', 'settings.categories.notifications'],
    reason:
      'the messages to families (fr Notifications aux familles): the settings category, looked ' +
      'up by its id (categories.<id>), and the audit log’s name for the same settings',
  },
  {
    keys: ['common.header.profileSettings', 'profile.page.title'],
    reason:
      'the user menu’s entry (es Mi perfil) and the page’s title (es Configuración del perfil)',
  },
  {
    keys: ['common.nav.students', 'reports.charts.students'],
    reason: 'a screen’s name in the navigation, and a chart’s count of students',
  },
  {
    keys: [
      'common.nav.attendance',
      'contract.auditEntities.attendance',
      'contract.attendanceCsv.sheetName',
    ],
    reason:
      'a screen’s name in the navigation, a kind of record in the audit log, an export’s sheet',
  },
  {
    keys: ['common.nav.settings', 'contract.auditEntities.settings'],
    reason: 'a screen’s name in the navigation, and a kind of record in the audit log',
  },
  {
    keys: ['common.fields.location', 'gate.form.location'],
    reason: 'where a scan happened (fr Lieu), and where a gate device stands (fr Emplacement)',
  },
  {
    keys: ['common.fields.phone', 'students.card.facts.phone'],
    reason: 'a field’s label, and the on-screen card’s shortened word (fr Tél.)',
  },
  {
    keys: ['common.fields.email', 'students.card.facts.email'],
    reason: 'a field’s label, and the on-screen card’s shortened word (es Correo)',
  },
  {
    keys: ['common.fields.allergies', 'contract.idCardTexts.allergies'],
    reason: 'a field’s label, and a word printed on the card, which is one set (idCardTexts)',
  },
  {
    keys: ['common.active', 'students.filters.active', 'contract.idCardStatuses.active'],
    reason:
      'a person’s state (es Activo), the filter choosing active students (plural: es Activos, ' +
      'fr Actifs), and a card’s state (fr En vigueur)',
  },
  {
    keys: ['common.inactive', 'students.filters.inactive'],
    reason: 'a person’s state, and the filter choosing inactive students (plural: es Inactivos)',
  },
  {
    keys: ['common.signOut', 'profile.sessions.signOut'],
    reason:
      'signing oneself out (fr Se déconnecter), and signing out another session (fr Déconnecter)',
  },
  {
    keys: ['common.deletePerson', 'reports.recent.delete'],
    reason: 'deleting a person (es Eliminar a {{name}}: the personal a), and deleting a report',
  },
  {
    keys: [
      'common.nav.interventions',
      'settings.categories.interventions',
      'contract.reportTypes.interventions',
    ],
    reason:
      'the screen in the sidebar, the settings category of its rules and wording, and a report ' +
      'type: three places a school looks for the same work, each its own word in a list',
  },
  {
    keys: ['interventions.detail.absentDays', 'interventions.outreach.nudges.absentDays'],
    reason: 'a case’s figure for staff, and the column of a nudge preview (es días de ausencia)',
  },
  {
    keys: ['interventions.detail.calendarTitle', 'students.rowActions.calendar'],
    reason: 'a section heading in a case, and the button on a student’s row that opens it',
  },
  {
    keys: ['common.genders.other', 'common.guardianRelations.other', 'contract.caseActions.other'],
    reason:
      'three lists whose “Other” agrees with a different noun (es sexo, parentesco, actuación)',
  },
  {
    keys: [
      'common.guardianRelations.guardian',
      'absentee.absent.guardian',
      'contract.idCardTexts.guardian',
    ],
    reason:
      'a relation to the student (a legal guardian, as opposed to a parent), the person to notify ' +
      '(fr Responsable légal), and a word printed on the card, which is one set (idCardTexts)',
  },
  {
    keys: ['interventions.table.open', 'contract.caseStatuses.open', 'settings.schools.open'],
    reason:
      'opening a case’s details (es Abrir), a case that is open (es Abierto), and a school ' +
      'that is open (es Abierta)',
  },
  {
    keys: ['common.created', 'audit-log.fields.created'],
    reason: 'a record’s creation date (fr Créé le), and a count of rows created (es Creados)',
  },
  {
    keys: ['absentee.control.date', 'absentee.log.date', 'attendance.table.date'],
    reason: 'French names which date: the day checked (Date du jour), the day sent (Date d’envoi)',
  },
  {
    keys: ['absentee.log.to', 'audit-log.filters.to'],
    reason: 'a message’s recipient (es Para), and the end of a date range (es Hasta)',
  },
  {
    keys: ['absentee.log.message', 'audit-log.fields.message'],
    reason: 'a guardian message’s content (fr Contenu), and the maintenance notice’s text',
  },
  {
    keys: ['absentee.detail.sent', 'absentee.statuses.sent'],
    reason: 'the label before the sending time (fr Envoyé le), and a message’s status',
  },
  {
    keys: ['absentee.statuses.failed', 'audit-log.fields.failed', 'contract.reportStatuses.Failed'],
    reason:
      'a message’s status (es Fallido), a count of failed rows (es Con error), a report’s status',
  },
  {
    keys: ['absentee.channels.email', 'audit-log.fields.email', 'settings.providers.email'],
    reason: 'a channel, a person’s address, and the sending service (fr Envoi d’e-mails)',
  },
  {
    keys: ['audit-log.fields.backupCreatedAt', 'contract.auditActions.system.backup'],
    reason: 'a field before its date (es Copia hecha el), and the name of an action',
  },
  {
    keys: ['dashboard.summary.present', 'contract.attendanceCsv.statuses.present'],
    reason: 'a count of students present today (plural: es Presentes), and a status',
  },
  {
    keys: ['reports.chronic.columns.absent', 'contract.attendanceCsv.statuses.absent'],
    reason: 'a count of absences (es Ausencias), and a status',
  },
  {
    keys: ['gate.admin.status', 'contract.common.status'],
    reason: 'a device’s state (fr État), and a record’s status (fr Statut)',
  },
  {
    keys: ['profile.enableTwoFactor.copied', 'profile.recoveryCodes.copied'],
    reason: 'the key and the codes were copied: gender and number (es Copiada, Copiados)',
  },
  {
    keys: ['reports.charts.weekLabel', 'reports.charts.weekShort'],
    reason: 'a chart’s name for a week, and its axis label, shortened (Sem.)',
  },
  {
    keys: [
      'students.filters.allClasses',
      'students.filters.allSections',
      'students.filters.allStatuses',
    ],
    reason: 'agreement with the noun: es Todas (clases), Todos (estados); fr Toutes, Tous',
  },
  {
    keys: ['students.empty.add', 'students.form.add'],
    reason: 'adding a student (fr Ajouter un élève), and the form’s button (fr Ajouter l’élève)',
  },
  {
    keys: ['students.preview.ready', 'contract.reportStatuses.Ready'],
    reason: 'an import row (es Lista, fr Prête: la fila, la ligne), and a report (es Listo)',
  },
  {
    keys: ['audit-log.fields.archivedAt', 'settings.schools.archived'],
    reason: 'the field before an archiving’s date, and a school that is archived (es Archivada)',
  },
  {
    keys: ['users.table.user', 'contract.auditEntities.user'],
    reason: 'the users table’s column, and a kind of record in the audit log',
  },
];

/** Each report's headings, listed whole under its type in the contract (its duplicate test). */
const SAME_ENGLISH_SUBTREES = ['contract.reportColumns.'];

const isWebKey = (key: string) => !key.startsWith('contract.');

test('no English text is defined under two keys across the web and the contract unless allowed with a reason', () => {
  const texts = { ...WEB_RESOURCES.en, contract: CONTRACT_TEXTS };
  expect(sameEnglishProblems(texts, SAME_ENGLISH_ALLOWED, SAME_ENGLISH_SUBTREES, isWebKey)).toEqual(
    [],
  );
});
