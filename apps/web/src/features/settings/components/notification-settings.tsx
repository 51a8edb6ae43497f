import { Fieldset, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { BUILT_IN_TEMPLATES } from '@rollcall/contract/message-templates';
import { LANGUAGE_LABELS, type SchoolSettings } from '@rollcall/contract/settings';
import { Controller, useWatch } from 'react-hook-form';
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
  {
    name: 'notifications.emailEnabled',
    label: 'E-mail notifications',
    description: 'Guardians with an e-mail address get the absence e-mail.',
  },
  {
    name: 'notifications.smsEnabled',
    label: 'SMS notifications',
    description: 'Guardians with a mobile number get the absence SMS.',
  },
] as const;

function NotificationSettingsForm({
  settings,
  onDirtyChange,
}: SettingsCategoryProps & { settings: SchoolSettings }) {
  const category = useSettingsCategoryForm(settings, toValues, onDirtyChange);
  const { form } = category;
  const notifications = useWatch({ control: form.control, name: 'notifications' });
  const { errors } = form.formState;
  // The templates are the school's default language's; "reset" goes back to Rollcall's text in it.
  const builtIn = BUILT_IN_TEMPLATES[settings.defaultLanguage];
  const language = LANGUAGE_LABELS[settings.defaultLanguage];
  return (
    <SettingsCategoryForm
      title="Notifications"
      description="How guardians hear that their child has not checked in: the channels, the sender and the messages."
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
                label={channel.label}
                description={channel.description}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <TextInput
        label="Sender name"
        description={`The name guardians see as the sender; empty: the school's name (${settings.schoolName})`}
        error={errors.notifications?.senderName?.message}
        {...form.register('notifications.senderName')}
      />
      <Text size="sm" c="dimmed">
        These texts go to guardians who read {language}, the school&apos;s default language.
        Guardians set to another language, and everyone while the texts are Rollcall&apos;s English
        ones, get Rollcall&apos;s own text in their language.
      </Text>
      <Fieldset legend="Absence e-mail" variant="unstyled" styles={LEGEND_STYLES}>
        <Stack gap="sm">
          <TemplateField
            control={form.control}
            clearErrors={form.clearErrors}
            name="notifications.emailSubject"
            label="E-mail subject"
            defaultText={builtIn.emailSubject}
          />
          <TemplateField
            control={form.control}
            clearErrors={form.clearErrors}
            name="notifications.emailBody"
            label="E-mail message"
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
      <Fieldset legend="Absence SMS" variant="unstyled" styles={LEGEND_STYLES}>
        <Stack gap="sm">
          <TemplateField
            control={form.control}
            clearErrors={form.clearErrors}
            name="notifications.smsText"
            label="SMS text"
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
