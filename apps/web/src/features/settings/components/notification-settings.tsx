import { Fieldset, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { BUILT_IN_TEMPLATES } from '@rollcall/contract/message-templates';
import { LANGUAGE_LABELS, type SchoolSettings } from '@rollcall/contract/settings';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateText } from '@/i18n/language';
import {
  useSettingsCategoryForm,
  type SettingsCategoryProps,
} from '../hooks/use-settings-category-form';
import { EmailPreview, SmsPreview } from './message-preview';
import { MessageProviders } from './message-providers';
import { SettingsCategoryForm, WithSettings } from './settings-category-form';
import { TemplateField } from './template-field';
import { TestSendForm } from './test-send-form';

const toValues = (settings: SchoolSettings) => ({ notifications: settings.notifications });

const LEGEND_STYLES = { legend: { fontWeight: 600, marginBottom: 'var(--mantine-spacing-xs)' } };

const CHANNEL_SWITCHES = [
  { name: 'notifications.emailEnabled', text: 'email' },
  { name: 'notifications.smsEnabled', text: 'sms' },
] as const;

function NotificationSettingsForm({
  settings,
  onDirtyChange,
}: SettingsCategoryProps & { settings: SchoolSettings }) {
  const { t } = useTranslation('settings');
  const tx = useTranslateText();
  const category = useSettingsCategoryForm(settings, toValues, onDirtyChange);
  const { form } = category;
  const notifications = useWatch({ control: form.control, name: 'notifications' });
  const { errors } = form.formState;
  // The templates are the school's default language's; "reset" goes back to Rollcall's text in it.
  const builtIn = BUILT_IN_TEMPLATES[settings.defaultLanguage];
  const language = tx(LANGUAGE_LABELS[settings.defaultLanguage]);
  return (
    <SettingsCategoryForm
      title={t('categories.notifications')}
      description={t('notifications.description')}
      category={category}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {CHANNEL_SWITCHES.map((channel) => (
          <Controller
            key={channel.name}
            control={form.control}
            name={channel.name}
            render={({ field: { value, onChange, ...field } }) => (
              <Switch
                {...field}
                checked={value}
                onChange={(event) => onChange(event.currentTarget.checked)}
                label={t(`notifications.${channel.text}`)}
                description={t(`notifications.${channel.text}Hint`)}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <TextInput
        label={t('notifications.senderName')}
        description={t('notifications.senderNameHint', { schoolName: settings.schoolName })}
        error={errors.notifications?.senderName?.message}
        {...form.register('notifications.senderName')}
      />
      <Text size="sm" c="dimmed">
        {t('notifications.templatesLanguage', { language })}
      </Text>
      <Fieldset legend={t('notifications.absenceEmail')} variant="unstyled" styles={LEGEND_STYLES}>
        <Stack gap="sm">
          <TemplateField
            control={form.control}
            clearErrors={form.clearErrors}
            name="notifications.emailSubject"
            label={t('notifications.emailSubject')}
            defaultText={builtIn.emailSubject}
          />
          <TemplateField
            control={form.control}
            clearErrors={form.clearErrors}
            name="notifications.emailBody"
            label={t('notifications.emailBody')}
            defaultText={builtIn.emailBody}
            isMultiline
          />
          <EmailPreview
            subject={notifications.emailSubject}
            body={notifications.emailBody}
            senderName={notifications.senderName}
            schoolName={settings.schoolName}
            language={settings.defaultLanguage}
            isEnabled={notifications.emailEnabled}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('notifications.absenceSms')} variant="unstyled" styles={LEGEND_STYLES}>
        <Stack gap="sm">
          <TemplateField
            control={form.control}
            clearErrors={form.clearErrors}
            name="notifications.smsText"
            label={t('notifications.smsText')}
            defaultText={builtIn.smsText}
            isMultiline
          />
          <SmsPreview
            text={notifications.smsText}
            schoolName={settings.schoolName}
            language={settings.defaultLanguage}
            isEnabled={notifications.smsEnabled}
          />
        </Stack>
      </Fieldset>
    </SettingsCategoryForm>
  );
}

/** The Notifications category: its form, then the providers and a test send (forms of their own). */
export function NotificationSettings(props: SettingsCategoryProps) {
  return (
    <Stack gap="lg">
      <WithSettings>
        {(settings) => <NotificationSettingsForm settings={settings} {...props} />}
      </WithSettings>
      <MessageProviders />
      <TestSendForm />
    </Stack>
  );
}
