import { eq, sql } from 'drizzle-orm';
import { fillMessage } from '@rollcall/contract/i18n/message-template';
import { renderText } from '@rollcall/contract/i18n/render';
import { text } from '@rollcall/contract/i18n/text-key';
import { textsIn } from '@rollcall/contract/i18n/translate';
import type { Language } from '@rollcall/contract/languages';
import type { MaintenanceBody } from '@rollcall/contract/system';
import type { Db } from '../../db/client.js';
import { maintenanceState } from '../../db/schema/maintenance.js';
import type { Actor } from '../../shared/actor.js';
import { recordAudit } from '../../shared/audit.js';
import { forgetMaintenance, getMaintenance } from '../../shared/maintenance.js';
import { forgetCalendarCaches } from '../../shared/school-calendar.js';
import { forgetVerifiedTokens, type JwtKey } from '../../shared/tokens.js';
import { announceSettingsChange, forgetCachedSettings } from '../../shared/school-settings.js';

/**
 * Turns maintenance mode on or off for every process (the change is announced; migration); the
 * notice is in the admin's language.
 */
export async function setMaintenance(
  db: Db,
  actor: Actor,
  input: MaintenanceBody,
  language: Language,
) {
  const message = input.message ? input.message : null;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(maintenanceState)
      .where(eq(maintenanceState.id, 1))
      .for('update');
    await tx
      .insert(maintenanceState)
      .values({ id: 1, isEnabled: input.enabled, message, changedAt: sql`now()` })
      .onConflictDoUpdate({
        target: maintenanceState.id,
        set: { isEnabled: input.enabled, message, changedAt: sql`now()` },
      });
    await recordAudit(tx, actor.id, {
      action: 'system.maintenance',
      entityType: 'system',
      before: { enabled: before?.isEnabled ?? false, message: before?.message ?? null },
      after: { enabled: input.enabled, message },
    });
  });
  forgetMaintenance(db);
  const state = await getMaintenance(db);
  const notice = state.enabled ? 'system.maintenanceOn' : 'system.maintenanceOff';
  return { ...state, notice: renderText(notice, {}, language) };
}

/**
 * Drops what this server keeps in memory: the school's settings (and the school information read
 * from them), the maintenance state, the access tokens whose signature was already checked, and
 * the time-zone formatters. Other processes on PostgreSQL are told through the settings channel
 * and drop their settings and maintenance state too. Nothing is lost: each is read again. The
 * list of what was dropped is in the admin's language; the audit log keeps the counts.
 */
export async function clearCache(db: Db, jwtKey: JwtKey, actor: Actor, language: Language) {
  forgetCachedSettings(db);
  forgetMaintenance(db);
  const tokens = forgetVerifiedTokens(jwtKey);
  const formatters = forgetCalendarCaches();
  await db.transaction(async (tx) => {
    await announceSettingsChange(tx);
    await recordAudit(tx, actor.id, {
      action: 'system.clear_cache',
      entityType: 'system',
      after: { checkedTokens: tokens, timeZoneFormatters: formatters },
    });
  });
  const { cleared } = textsIn(language).system;
  return {
    message: text('system.cacheCleared'),
    cleared: [
      cleared.settings,
      cleared.maintenance,
      fillMessage(cleared.tokens, { count: tokens }),
      fillMessage(cleared.formatters, { count: formatters }),
    ],
  };
}
