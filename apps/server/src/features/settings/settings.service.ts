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
import type { StoredOffsiteBackup } from '../../db/schema/offsite-backup.js';
import { schoolSettings } from '../../db/schema/settings.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { changedFields, recordAudit } from '../../shared/audit.js';
import { assertRecentlyConfirmed } from '../../shared/recent-confirmation.js';
import { forgetCachedSettings, getSettings, toSettings } from '../../shared/school-settings.js';
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

/** `keys` encrypt an off-machine secret; only a body that sets one needs them. */
export async function updateSettings(
  db: Db,
  actor: Actor,
  input: SchoolSettingsBody,
  keys?: TwoFactorKeys,
) {
  await getSettings(db);
  const settings = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(schoolSettings)
      .where(eq(schoolSettings.id, 1))
      .for('update');
    if (!before) throw new Error('School settings were not saved');
    const offsiteColumn = input.offsiteBackup !== undefined && {
      offsiteBackup: toStoredOffsite(keys, input.offsiteBackup, before.offsiteBackup),
    };
    const [row] = await tx
      .update(schoolSettings)
      .set(toColumns(input, offsiteColumn || undefined))
      .where(eq(schoolSettings.id, 1))
      .returning();
    if (!row) throw new Error('School settings were not saved');
    const saved = toSettings(row);
    if (weakensProtection(toSettings(before), saved)) await assertRecentlyConfirmed(tx, actor);
    if (isNewOffsiteDestination(toSettings(before), saved)) await forgetOffsiteCopyState(tx);
    // The body checks the pair when it holds both; one alone is checked against the other saved.
    if (saved.repeatedLatenessWindowDays < saved.repeatedLatenessDays) {
      const message = text('interventions.latenessWindowTooShort');
      throw new AppError('VALIDATION_FAILED', message, { repeatedLatenessWindowDays: message });
    }
    await recordAudit(tx, actor, {
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
