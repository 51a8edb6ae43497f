import { eq, sql } from 'drizzle-orm';
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
import { schoolSettings } from '../../db/schema/settings.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { changedFields, recordAudit } from '../../shared/audit.js';
import { assertRecentlyConfirmed } from '../../shared/recent-confirmation.js';
import { forgetCachedSettings, getSettings, toSettings } from '../../shared/school-settings.js';

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
const toColumns = ({ notifications, outreach, ...rest }: SchoolSettingsBody) => ({
  ...rest,
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
  after.rosterHoldPercent > before.rosterHoldPercent;

export async function updateSettings(db: Db, actor: Actor, input: SchoolSettingsBody) {
  await getSettings(db);
  const settings = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(schoolSettings)
      .where(eq(schoolSettings.id, 1))
      .for('update');
    const [row] = await tx
      .update(schoolSettings)
      .set(toColumns(input))
      .where(eq(schoolSettings.id, 1))
      .returning();
    if (!before || !row) throw new Error('School settings were not saved');
    const saved = toSettings(row);
    if (weakensProtection(toSettings(before), saved)) await assertRecentlyConfirmed(tx, actor);
    // The body checks the pair when it holds both; one alone is checked against the other saved.
    if (saved.repeatedLatenessWindowDays < saved.repeatedLatenessDays) {
      const message = text('interventions.latenessWindowTooShort');
      throw new AppError('VALIDATION_FAILED', message, { repeatedLatenessWindowDays: message });
    }
    await recordAudit(tx, actor.id, {
      action: 'settings.update',
      entityType: 'settings',
      ...changedFields(toSettings(before), saved),
    });
    return saved;
  });
  forgetCachedSettings(db);
  return { settings, message: text('settings.saved') };
}

export async function getSchoolInfo(db: Db): Promise<Omit<SchoolInfo, 'logoUrl'>> {
  const settings = await getSettings(db);
  return {
    schoolName: settings.schoolName,
    address: settings.address,
    phone: settings.phone,
    website: settings.website,
    timezone: settings.timezone,
    defaultLanguage: settings.defaultLanguage,
  };
}
