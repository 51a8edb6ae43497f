import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Language } from '@rollcall/contract/languages';
import {
  ACCENTED_SAMPLE_NAME,
  fillTemplate,
  TEMPLATE_PLACEHOLDERS,
  unknownPlaceholdersOf,
} from '@rollcall/contract/message-templates';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sampleValues, smsPartsOf } from '../utils/message-samples';

/** The placeholders a template may use, as it writes them: "{studentName}, {schoolName}, …". */
const KNOWN_PLACEHOLDERS = TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

type PreviewFrameProps = {
  title: string;
  isEnabled: boolean;
  templates: string[];
  children: ReactNode;
};

/** A preview's frame: its title, whether the channel is on, and any unknown placeholder. */
function PreviewFrame({ title, isEnabled, templates, children }: PreviewFrameProps) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('contract');
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
            {tc('settings.unknownPlaceholder', {
              unknown: unknown.join(', '),
              known: KNOWN_PLACEHOLDERS,
            })}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

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
      <Text size="sm" fw={600} data-testid="email-preview-subject" lang={language}>
        {fillTemplate(subject, values)}
      </Text>
      <Text
        size="sm"
        style={{ whiteSpace: 'pre-wrap' }}
        data-testid="email-preview-body"
        lang={language}
      >
        {fillTemplate(body, values)}
      </Text>
    </PreviewFrame>
  );
}

/** A warning under a preview. */
const Warning = ({ children }: { children: ReactNode }) => (
  <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />}>
    {children}
  </Alert>
);

/**
 * The absence SMS filled with sample values, with how many parts it takes, and how many with an
 * accented name (UCS-2), as many Spanish and French names have.
 */
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
  const { t: tc } = useTranslation('contract');
  const parts = smsPartsOf(text, schoolName, language);
  const { sample, accented } = parts;
  return (
    <PreviewFrame title={t('preview.sms')} isEnabled={isEnabled} templates={[text]}>
      <Text
        size="sm"
        style={{ whiteSpace: 'pre-wrap' }}
        data-testid="sms-preview-text"
        lang={language}
      >
        {parts.filled}
      </Text>
      <div aria-live="polite">
        <Text size="xs" c="dimmed">
          {t('preview.smsParts', {
            count: sample.segments,
            units: sample.units,
            encoding: sample.encoding,
          })}
        </Text>
        {sample.encoding === 'GSM-7' ? (
          <Text size="xs" c="dimmed">
            {t('preview.smsPartsAccented', {
              count: accented.segments,
              units: accented.units,
              name: ACCENTED_SAMPLE_NAME,
            })}
          </Text>
        ) : null}
      </div>
      {parts.isTooLong ? (
        <Warning>{tc('settings.smsLongerThanTwoParts')}</Warning>
      ) : parts.isTooLongWithAccents ? (
        <Warning>{tc('settings.smsLongerThanTwoPartsWithAccents')}</Warning>
      ) : null}
    </PreviewFrame>
  );
}
