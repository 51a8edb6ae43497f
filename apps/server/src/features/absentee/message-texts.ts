import { longSchoolDate, type Language } from '@rollcall/contract/languages';
import {
  BUILT_IN_TEMPLATES,
  fillTemplate,
  type MessageTemplates,
  type TemplateValues,
} from '@rollcall/contract/message-templates';
import type { SchoolSettings } from '@rollcall/contract/settings';

const isEdited = (templates: MessageTemplates) =>
  (['emailSubject', 'emailBody', 'smsText'] as const).some(
    (key) => templates[key] !== BUILT_IN_TEMPLATES.en[key],
  );

/**
 * The texts a guardian reading `language` gets. The templates an admin edits (System Settings →
 * Notifications) are the school's default language's; a guardian who reads another language, or
 * any guardian while the templates are still Rollcall's English ones, gets Rollcall's own text in
 * their language.
 */
export function templatesFor(
  settings: Pick<SchoolSettings, 'defaultLanguage' | 'notifications'>,
  language: Language,
): MessageTemplates {
  const { notifications } = settings;
  return language === settings.defaultLanguage && isEdited(notifications)
    ? notifications
    : BUILT_IN_TEMPLATES[language];
}

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

export const TEST_SUBJECT = 'Rollcall test message';
export const testBody = (schoolName: string) =>
  `This is a test message from ${schoolName}'s Rollcall attendance system. If you received it, guardian notifications reach you.`;
