import type { Db } from '../../db/client.js';
import { getSchoolLogo } from '../settings/school-logo.service.js';
import { getSettings } from '../../shared/school-settings.js';
import type { OutgoingMessage } from './channels.js';

/**
 * Who a message is from as it goes out: the sender name an admin set (System Settings →
 * Notifications), else the school's name; an e-mail also carries the school's logo.
 */
export async function senderOf(
  db: Db,
  channel: 'email' | 'sms',
): Promise<Pick<OutgoingMessage, 'senderName' | 'logo'>> {
  const settings = await getSettings(db);
  const senderName = settings.notifications.senderName || settings.schoolName;
  if (channel !== 'email' || !settings.hasLogo) return { senderName };
  return { senderName, logo: (await getSchoolLogo(db))?.png };
}
