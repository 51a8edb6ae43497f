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
import { forgetCachedSettings, getSchoolSettings } from '../../shared/school-settings.js';
import { schoolIdOf } from '../../shared/acting-school.js';

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

async function currentLogoId(db: Db, schoolId: string): Promise<string | null> {
  const [row] = await db
    .select({ logoMediaId: schoolSettings.logoMediaId })
    .from(schoolSettings)
    .where(eq(schoolSettings.schoolId, schoolId));
  return row?.logoMediaId ?? null;
}

/**
 * The last logo read, per database and school. Every guardian e-mail asks for it: a replaced
 * logo has a new id, so the id read each time says whether the kept bytes are still the logo.
 */
const lastLogo = new WeakMap<Db, Map<string, { id: string; png: Buffer }>>();

/** The logo's PNG for ID cards, report headings and e-mails; undefined when the school has none. */
export async function getSchoolLogo(
  db: Db,
  schoolId: string,
): Promise<{ id: string; png: Buffer } | undefined> {
  const id = await currentLogoId(db, schoolId);
  if (!id) return undefined;
  let kept = lastLogo.get(db);
  if (!kept) lastLogo.set(db, (kept = new Map<string, { id: string; png: Buffer }>()));
  const known = kept.get(schoolId);
  if (known?.id === id) return known;
  const image = await getMediaById(db, id);
  if (!image) return undefined;
  const logo = { id: image.id, png: image.data };
  kept.set(schoolId, logo);
  return logo;
}

export async function schoolLogoUrl(db: Db, links: SignedLinks, now: Date, schoolId: string) {
  const id = await currentLogoId(db, schoolId);
  return id ? links.urlFor(id, now) : null;
}

/** Puts `logoMediaId` in place of the acting school's logo, whose image is then deleted. */
async function replaceLogo(db: Db, actor: Actor, logoMediaId: string | null) {
  const schoolId = schoolIdOf(actor);
  await getSchoolSettings(db, schoolId);
  await db.transaction(async (tx) => {
    const ofTheSchool = eq(schoolSettings.schoolId, schoolId);
    const [before] = await tx
      .select({ logoMediaId: schoolSettings.logoMediaId })
      .from(schoolSettings)
      .where(ofTheSchool)
      .for('update');
    await tx.update(schoolSettings).set({ logoMediaId }).where(ofTheSchool);
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
  const [current] = await db
    .select({ id: schoolSettings.id })
    .from(schoolSettings)
    .where(eq(schoolSettings.logoMediaId, version));
  // A replaced logo's link stops working: the image must still be a school's logo.
  if (!image || !current) throw new AppError('NOT_FOUND');
  return image;
}
