import { eq, sql, type SQL } from 'drizzle-orm';
import {
  builtInOutreachTemplates,
  OUTREACH_TEMPLATE_KEYS,
  type OutreachSettingsBody,
} from '@rollcall/contract/interventions/outreach';
import type { Language } from '@rollcall/contract/languages';
import { text } from '@rollcall/contract/i18n/text-key';
import {
  type SchoolInfo,
  type SchoolSettings,
  type SchoolSettingsBody,
} from '@rollcall/contract/settings';
import type { Db } from '../../db/client.js';
import type { StoredOffsiteBackup } from '../../db/schema/offsite-backup.js';
import { schoolSettings } from '../../db/schema/settings.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { changedFields, recordAudit } from '../../shared/audit.js';
import { assertRecentlyConfirmed } from '../../shared/recent-confirmation.js';
import {
  forgetCachedSettings,
  getSchoolSettings,
  getSettings,
  toSettings,
} from '../../shared/school-settings.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import { districtPart, schoolPart } from '../../shared/district-settings.js';
import type { TwoFactorKeys } from '../../shared/two-factor-crypto.js';
import { forgetOffsiteCopyState, toStoredOffsite } from '../system/offsite-backup.service.js';

/** Texts that are Rollcall's very words count as null, so that they follow Rollcall's wording. */
const schoolOwnOutreachTexts = (templates: NonNullable<OutreachSettingsBody['templates']>) =>
  Object.fromEntries(
    Object.entries(templates).map(([language, texts]) => [
      language,
      texts &&
      OUTREACH_TEMPLATE_KEYS.every(
        (key) => texts[key] === builtInOutreachTemplates(language as Language)[key],
      )
        ? null
        : texts,
    ]),
  );

/**
 * The columns a body sets; a field the body leaves out is left out here, so it is kept. So is a
 * language the templates leave out: the body's languages are laid over the stored ones, and a
 * null one (Rollcall's text) is dropped from the row.
 */
const toColumns = (
  // The off-machine destination is saved as toStoredOffsite makes it, its secret encrypted.
  { notifications, outreach, offsiteBackup: _offsiteBackup, ...rest }: SchoolSettingsBody,
  offsiteColumn: { offsiteBackup: StoredOffsiteBackup | null } | undefined,
) => ({
  ...rest,
  ...offsiteColumn,
  ...(outreach && {
    nudgeSchedule: outreach.nudgeSchedule,
    nudgeDay: outreach.nudgeDay,
    ...(outreach.templates && {
      outreachTemplates: sql`jsonb_strip_nulls(${schoolSettings.outreachTemplates} || ${JSON.stringify(schoolOwnOutreachTexts(outreach.templates))}::jsonb)`,
    }),
  }),
  ...(notifications && {
    emailNotifications: notifications.emailEnabled,
    smsNotifications: notifications.smsEnabled,
    senderName: notifications.senderName,
    ...(notifications.templates && {
      messageTemplates: sql`jsonb_strip_nulls(${schoolSettings.messageTemplates} || ${JSON.stringify(notifications.templates)}::jsonb)`,
    }),
  }),
});

/**
 * Changes that a held admin session must not make unseen (issue 39): two-factor sign-in no longer
 * required of admins, plain codes accepted at the gate again, and how long records are kept.
 */
const weakensProtection = (before: SchoolSettings, after: SchoolSettings) =>
  (before.requireAdminTwoFactor && !after.requireAdminTwoFactor) ||
  (!before.gateAcceptsPlainCodes && after.gateAcceptsPlainCodes) ||
  before.retentionYears !== after.retentionYears ||
  before.studentRetentionYears !== after.studentRetentionYears ||
  // A larger share lets an API token's roster archive more of the school unconfirmed (issue 39).
  after.rosterHoldPercent > before.rosterHoldPercent ||
  // Every child's data would go (or stop going) somewhere else each night (issue 40).
  isNewOffsiteDestination(before, after);

const isNewOffsiteDestination = (before: SchoolSettings, after: SchoolSettings) =>
  JSON.stringify(before.offsiteBackup) !== JSON.stringify(after.offsiteBackup);

const lockRow = (tx: Db, where: SQL) => tx.select().from(schoolSettings).where(where).for('update');

/**
 * Saves the acting school's settings, and the district's (district-settings.ts) on the first
 * school's row: a district administrator's change of them applies to every school, another
 * administrator's is refused (issue 41). `keys` encrypt an off-machine secret; only a body that
 * sets one needs them.
 */
export async function updateSettings(
  db: Db,
  actor: Actor,
  input: SchoolSettingsBody,
  keys?: TwoFactorKeys,
) {
  const schoolId = schoolIdOf(actor);
  await getSettings(db);
  const settings = await db.transaction(async (tx) => {
    const [first] = await lockRow(tx, eq(schoolSettings.id, 1));
    const [own] =
      first?.schoolId === schoolId
        ? [first]
        : await lockRow(tx, eq(schoolSettings.schoolId, schoolId));
    if (!first || !own) throw new Error('School settings were not saved');
    const offsiteColumn = input.offsiteBackup !== undefined && {
      offsiteBackup: toStoredOffsite(keys, input.offsiteBackup, first.offsiteBackup),
    };
    const columns = toColumns(input, offsiteColumn || undefined);
    const isFirst = own.id === first.id;
    const [ownAfter] = await tx
      .update(schoolSettings)
      .set(isFirst ? columns : schoolPart(columns))
      .where(eq(schoolSettings.id, own.id))
      .returning();
    const districtColumns = districtPart(columns);
    const [firstAfter] =
      isFirst || Object.keys(districtColumns).length === 0
        ? [isFirst ? ownAfter : first]
        : await tx
            .update(schoolSettings)
            .set(districtColumns)
            .where(eq(schoolSettings.id, first.id))
            .returning();
    if (!ownAfter || !firstAfter) throw new Error('School settings were not saved');
    const before = { ...toSettings(own), ...districtPart(toSettings(first)) };
    const saved = { ...toSettings(ownAfter), ...districtPart(toSettings(firstAfter)) };
    const changesDistrict =
      JSON.stringify(districtPart(before)) !== JSON.stringify(districtPart(saved));
    if (changesDistrict && !actor.isDistrictAdmin) {
      throw new AppError('FORBIDDEN', text('settings.districtOnly'));
    }
    if (weakensProtection(before, saved)) await assertRecentlyConfirmed(tx, actor);
    if (isNewOffsiteDestination(before, saved)) await forgetOffsiteCopyState(tx);
    // The body checks the pair when it holds both; one alone is checked against the other saved.
    if (saved.repeatedLatenessWindowDays < saved.repeatedLatenessDays) {
      const message = text('interventions.latenessWindowTooShort');
      throw new AppError('VALIDATION_FAILED', message, { repeatedLatenessWindowDays: message });
    }
    await recordAudit(tx, actor, {
      action: 'settings.update',
      entityType: 'settings',
      ...changedFields(before, saved),
    });
    return saved;
  });
  forgetCachedSettings(db);
  return { settings, message: text('settings.saved') };
}

export async function getSchoolInfo(
  db: Db,
  schoolId: string,
): Promise<Omit<SchoolInfo, 'logoUrl'>> {
  const settings = await getSchoolSettings(db, schoolId);
  return {
    schoolName: settings.schoolName,
    address: settings.address,
    phone: settings.phone,
    website: settings.website,
    timezone: settings.timezone,
    defaultLanguage: settings.defaultLanguage,
  };
}
