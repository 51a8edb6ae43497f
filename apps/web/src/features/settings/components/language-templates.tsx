import { Fieldset, Stack } from '@mantine/core';
import type { Language } from '@rollcall/contract/languages';
import { BUILT_IN_TEMPLATES, type MessageTemplates } from '@rollcall/contract/message-templates';
import type { Control, UseFormClearErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailPreview, SmsPreview } from './message-preview';
import { TemplateField } from './template-field';

/** The Notifications form's values: every language's texts as they stand (Rollcall's when unset). */
export type NotificationValues = {
  notifications: {
    emailEnabled: boolean;
    smsEnabled: boolean;
    senderName: string;
    templates: Record<Language, MessageTemplates>;
  };
};

const LEGEND_STYLES = { legend: { fontWeight: 600, marginBottom: 'var(--mantine-spacing-xs)' } };

type LanguageTemplatesProps = {
  language: Language;
  control: Control<NotificationValues, unknown, unknown>;
  clearErrors: UseFormClearErrors<NotificationValues>;
  /** The form's current values, for the previews. */
  notifications: NotificationValues['notifications'];
  schoolName: string;
};

/** One language's absence e-mail and SMS: their templates and their previews in that language. */
export function LanguageTemplates({ language, notifications, ...props }: LanguageTemplatesProps) {
  const { t } = useTranslation(['settings', 'common']);
  const texts = notifications.templates[language];
  const builtIn = BUILT_IN_TEMPLATES[language];
  const field = (key: keyof MessageTemplates) => ({
    control: props.control,
    clearErrors: props.clearErrors,
    name: `notifications.templates.${language}.${key}` as const,
    label: t(`common:fields.${key}`),
    defaultText: builtIn[key],
    lang: language,
  });
  return (
    <>
      <Fieldset legend={t('notifications.absenceEmail')} variant="unstyled" styles={LEGEND_STYLES}>
        <Stack gap="sm">
          <TemplateField {...field('emailSubject')} />
          <TemplateField {...field('emailBody')} isMultiline />
          <EmailPreview
            subject={texts.emailSubject}
            body={texts.emailBody}
            senderName={notifications.senderName}
            schoolName={props.schoolName}
            language={language}
            isEnabled={notifications.emailEnabled}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('notifications.absenceSms')} variant="unstyled" styles={LEGEND_STYLES}>
        <Stack gap="sm">
          <TemplateField {...field('smsText')} isMultiline />
          <SmsPreview
            text={texts.smsText}
            schoolName={props.schoolName}
            language={language}
            isEnabled={notifications.smsEnabled}
          />
        </Stack>
      </Fieldset>
    </>
  );
}
