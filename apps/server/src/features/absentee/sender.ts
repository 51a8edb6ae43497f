import type { Db } from '../../db/client.js';
import { getSchoolLogo } from '../settings/school-logo.service.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import type { OutgoingMessage } from './channels.js';

/**
 * Who a message is from as it goes out: the sender name its school's admin set (System Settings →
 * Notifications), else the school's name; an e-mail also carries the school's logo.
 */
export async function senderOf(
  db: Db,
  channel: 'email' | 'sms',
  schoolId: string,
): Promise<Pick<OutgoingMessage, 'senderName' | 'logo'>> {
  const settings = await getSchoolSettings(db, schoolId);
  const senderName = settings.notifications.senderName || settings.schoolName;
  if (channel !== 'email' || !settings.hasLogo) return { senderName };
  return { senderName, logo: (await getSchoolLogo(db, schoolId))?.png };
}
