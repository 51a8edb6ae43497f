import { eq } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import { API_PREFIX, pathOf } from '@rollcall/contract/endpoint';
import { LOGO_MAX_SIDE, settingsApi } from '@rollcall/contract/settings';
import type { Db } from '../../db/client.js';
import { media } from '../../db/schema/media.js';
import { schoolSettings } from '../../db/schema/settings.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../../shared/audit.js';
import { signedLinks, type SignedLinks } from '../../shared/signed-links.js';
import { getMediaById, storeLogoImage } from '../media/media.service.js';
import { forgetCachedSettings, getSettings } from '../../shared/school-settings.js';

/** A day: screens fetch the school's details again well before a link runs out. */
export const LOGO_LINK_TTL_SECONDS = 24 * 60 * 60;

/** The logo is never public: <img> tags get a signed link that expires (shared/signed-links.ts). */
export const logoLinks = (secret: string): SignedLinks =>
  signedLinks({
    secret,
    purpose: 'school-logo',
    ttlSeconds: LOGO_LINK_TTL_SECONDS,
    pathOf: (version) => API_PREFIX + pathOf(settingsApi.logo, { version }),
    messages: {
      invalid: text('settings.logoLinkInvalid'),
      expired: text('settings.logoLinkExpired'),
    },
  });

async function currentLogoId(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ logoMediaId: schoolSettings.logoMediaId })
    .from(schoolSettings)
    .where(eq(schoolSettings.id, 1));
  return row?.logoMediaId ?? null;
}

/**
 * The last logo read, per database. Every guardian e-mail asks for it: a replaced logo has a new
 * id, so the id read each time says whether the kept bytes are still the logo.
 */
const lastLogo = new WeakMap<Db, { id: string; png: Buffer }>();

/** The logo's PNG for ID cards, report headings and e-mails; undefined when the school has none. */
export async function getSchoolLogo(db: Db): Promise<{ id: string; png: Buffer } | undefined> {
  const id = await currentLogoId(db);
  if (!id) return undefined;
  const kept = lastLogo.get(db);
  if (kept?.id === id) return kept;
  const image = await getMediaById(db, id);
  if (!image) return undefined;
  const logo = { id: image.id, png: image.data };
  lastLogo.set(db, logo);
  return logo;
}

export async function schoolLogoUrl(db: Db, links: SignedLinks, now: Date) {
  const id = await currentLogoId(db);
  return id ? links.urlFor(id, now) : null;
}

/** Puts `logoMediaId` in place of the current logo, whose image is then deleted. */
async function replaceLogo(db: Db, actor: Actor, logoMediaId: string | null) {
  await getSettings(db);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logoMediaId: schoolSettings.logoMediaId })
      .from(schoolSettings)
      .where(eq(schoolSettings.id, 1))
      .for('update');
    await tx.update(schoolSettings).set({ logoMediaId }).where(eq(schoolSettings.id, 1));
    if (before?.logoMediaId) await tx.delete(media).where(eq(media.id, before.logoMediaId));
    await recordAudit(tx, actor, {
      action: 'settings.update',
      entityType: 'settings',
      before: { hasLogo: !!before?.logoMediaId },
      after: { hasLogo: logoMediaId !== null },
    });
  });
  forgetCachedSettings(db);
}

export async function saveSchoolLogo(
  db: Db,
  links: SignedLinks,
  now: Date,
  actor: Actor,
  upload: { mimetype: string; data: Buffer },
) {
  const stored = await storeLogoImage(db, upload, LOGO_MAX_SIDE);
  try {
    await replaceLogo(db, actor, stored.id);
  } catch (error) {
    await db.delete(media).where(eq(media.id, stored.id));
    throw error;
  }
  return { logoUrl: links.urlFor(stored.id, now), message: text('settings.logoSaved') };
}

export async function deleteSchoolLogo(db: Db, actor: Actor) {
  await replaceLogo(db, actor, null);
  return { logoUrl: null, message: text('settings.logoRemoved') };
}

/** The logo behind a signed link: refused unless the link is genuine and current. */
export async function getLogoByLink(
  db: Db,
  links: SignedLinks,
  now: Date,
  version: string,
  query: { expires: string; signature: string },
) {
  links.verify(version, query, now);
  const image = await getMediaById(db, version);
  if (!image || (await currentLogoId(db)) !== version) throw new AppError('NOT_FOUND');
  return image;
}
