import { longSchoolDate, type Language } from '@rollcall/contract/languages';
import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import {
  fillTemplate,
  SAMPLE_TEMPLATE_VALUES,
  SMS_SEGMENTS_WARNING_ABOVE,
  smsSegmentsOf,
  unknownPlaceholdersOf,
} from '@rollcall/contract/message-templates';
import { SETTINGS_MESSAGES, unknownPlaceholderMessage } from '@rollcall/contract/settings';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateText } from '@/i18n/language';

type PreviewFrameProps = {
  title: string;
  isEnabled: boolean;
  templates: string[];
  children: ReactNode;
};

/** A preview's frame: its title, whether the channel is on, and any unknown placeholder. */
function PreviewFrame({ title, isEnabled, templates, children }: PreviewFrameProps) {
  const { t } = useTranslation('settings');
  const tx = useTranslateText();
  const unknown = [...new Set(templates.flatMap(unknownPlaceholdersOf))];
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-gray-0)"
      aria-label={title}
      role="region"
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {title}
          </Text>
          {isEnabled ? null : (
            <Badge color="gray" variant="outline" size="sm">
              {t('preview.off')}
            </Badge>
          )}
        </Group>
        {children}
        {unknown.length > 0 ? (
          <Alert
            color="red"
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={16} aria-hidden />}
          >
            {tx(unknownPlaceholderMessage(unknown))}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The sample day, written out in the language the texts are for, as the server writes it. */
const SAMPLE_DATE = '2026-09-14';

/** The sample values, with the school's own name when it has one. */
const sampleValues = (schoolName: string, language: Language) => ({
  ...SAMPLE_TEMPLATE_VALUES,
  schoolName: schoolName.trim() || SAMPLE_TEMPLATE_VALUES.schoolName,
  date: longSchoolDate(SAMPLE_DATE, language),
});

type EmailPreviewProps = {
  subject: string;
  body: string;
  senderName: string;
  schoolName: string;
  language: Language;
  isEnabled: boolean;
};

/** The absence e-mail as a guardian would get it, filled with sample values. */
export function EmailPreview({
  subject,
  body,
  senderName,
  schoolName,
  language,
  isEnabled,
}: EmailPreviewProps) {
  const { t } = useTranslation('settings');
  const values = sampleValues(schoolName, language);
  return (
    <PreviewFrame title={t('preview.email')} isEnabled={isEnabled} templates={[subject, body]}>
      <Text size="xs" c="dimmed">
        {t('preview.from', { sender: senderName.trim() || values.schoolName })}
      </Text>
      <Text size="sm" fw={600} data-testid="email-preview-subject">
        {fillTemplate(subject, values)}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="email-preview-body">
        {fillTemplate(body, values)}
      </Text>
    </PreviewFrame>
  );
}

/** The absence SMS filled with sample values, with how many parts it takes. */
export function SmsPreview({
  text,
  schoolName,
  language,
  isEnabled,
}: {
  text: string;
  schoolName: string;
  language: Language;
  isEnabled: boolean;
}) {
  const { t } = useTranslation('settings');
  const tx = useTranslateText();
  const filled = fillTemplate(text, sampleValues(schoolName, language));
  const { units, encoding, segments } = smsSegmentsOf(filled);
  return (
    <PreviewFrame title={t('preview.sms')} isEnabled={isEnabled} templates={[text]}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="sms-preview-text">
        {filled}
      </Text>
      <Text size="xs" c="dimmed" aria-live="polite">
        {t('preview.smsParts', { count: segments, units, encoding })}
      </Text>
      {segments > SMS_SEGMENTS_WARNING_ABOVE ? (
        <Alert
          color="yellow"
          variant="light"
          p="xs"
          icon={<IconAlertTriangle size={16} aria-hidden />}
        >
          {tx(SETTINGS_MESSAGES.smsLongerThanTwoParts)}
        </Alert>
      ) : null}
    </PreviewFrame>
  );
}
