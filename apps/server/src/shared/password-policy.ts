import { text, type Text } from '@rollcall/contract/i18n/text-key';
import type { Db } from '../db/client.js';
import { AppError } from './app-error.js';
import { getSettings } from './school-settings.js';

/**
 * The most common passwords (zxcvbn-ts's list, offline), lower-cased: read on the first password
 * set, not at start, since most processes never set one.
 */
let commonPasswords: Promise<Set<string>> | undefined;
const commonPasswordsList = () =>
  (commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  ));

/**
 * What is wrong with a new password beyond the contract's rule (at least 6 characters with an
 * upper-case letter, a lower-case letter and a digit): shorter than the school asks, or one of the
 * most common passwords (`Password1` passes the rule and is among the first tried).
 */
export async function passwordRefusal(db: Db, password: string): Promise<Text | undefined> {
  const { passwordMinLength } = await getSettings(db);
  if ([...password].length < passwordMinLength) {
    return text('users.passwordShorterThanSchool', { min: passwordMinLength });
  }
  if ((await commonPasswordsList()).has(password.toLowerCase()))
    return text('users.passwordCommon');
  return undefined;
}

/** Refuses a new password on its field, with the reason. */
export async function checkNewPassword(db: Db, password: string, field: string): Promise<void> {
  const refusal = await passwordRefusal(db, password);
  if (refusal) throw new AppError('VALIDATION_FAILED', refusal, { [field]: refusal });
}
