import { renderText } from '@rollcall/contract/i18n/render';
import { longSchoolDate, type Language } from '@rollcall/contract/languages';
import {
  fillTemplate,
  templatesIn,
  type MessageTemplates,
  type TemplateValues,
} from '@rollcall/contract/message-templates';
import type { SchoolSettings } from '@rollcall/contract/settings';

/**
 * The texts a guardian reading `language` gets: the school's own for that language (System
 * Settings → Notifications), else Rollcall's text in it.
 */
export const templatesFor = (
  settings: Pick<SchoolSettings, 'notifications'>,
  language: Language,
): MessageTemplates => templatesIn(settings.notifications.templates, language);

/**
 * One student's absence message on each channel, in `language`: the templates filled with the
 * student's facts by the preview's very `fillTemplate`, the date written out in that language. A
 * custom message from staff replaces both bodies (spec: "sent instead of the default").
 */
export function absenceTexts(
  templates: MessageTemplates,
  language: Language,
  facts: Omit<TemplateValues, 'date'> & { schoolDate: string },
  customMessage?: string,
) {
  const values: TemplateValues = {
    studentName: facts.studentName,
    schoolName: facts.schoolName,
    guardianName: facts.guardianName,
    date: longSchoolDate(facts.schoolDate, language),
  };
  return {
    subject: fillTemplate(templates.emailSubject, values),
    email: customMessage ?? fillTemplate(templates.emailBody, values),
    sms: customMessage ?? fillTemplate(templates.smsText, values),
  };
}

/** The test message in `language`: the contract's texts, by key. */
export const testTexts = (schoolName: string, language: Language) => ({
  subject: renderText('absentee.testSubject', {}, language),
  body: renderText('absentee.testBody', { schoolName }, language),
});
