import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { LANGUAGES, type Language } from '@rollcall/contract/languages';
import { BUILT_IN_TEMPLATES, isBuiltIn, templatesIn } from '@rollcall/contract/message-templates';
import type { SchoolSettings } from '@rollcall/contract/settings';
import { type FormEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  useSettingsCategoryForm,
  type SettingsCategoryProps,
} from '../hooks/use-settings-category-form';
import { useTemplatesLanguage } from '../hooks/use-templates-language';
import { smsPartsOf } from '../utils/message-samples';
import { LanguageTemplates, type NotificationValues } from './language-templates';
import { MessageProviders } from './message-providers';
import { SettingsCategoryForm, WithSettings } from './settings-category-form';
import { TemplateLanguageSwitch, type LanguageState } from './template-language-switch';
import { TestSendForm } from './test-send-form';
import { DescribedSwitch } from '@/components/ui/described-inline-input';
import { useCurrentUser } from '@/lib/auth';
import { DistrictOnlyNote } from './district-only-note';
import { SettingsSection } from './settings-section';

const perLanguage = <T,>(value: (language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, value(language)])) as Record<
    Language,
    T
  >;

/**
 * Every language's texts in the form, Rollcall's where the school has none: the school edits them
 * from there, and Rollcall's very texts are saved as "none of the school's" (the contract's rule).
 */
const toValues = (settings: SchoolSettings): NotificationValues => ({
  notifications: {
    ...settings.notifications,
    templates: perLanguage((language) => templatesIn(settings.notifications.templates, language)),
  },
});

const CHANNEL_SWITCHES = [
  {
    name: 'notifications.emailEnabled',
    label: 'common:fields.emailEnabled',
    hint: 'notifications.emailHint',
  },
  {
    name: 'notifications.smsEnabled',
    label: 'common:fields.smsEnabled',
    hint: 'notifications.smsHint',
  },
] as const;

type FormProps = SettingsCategoryProps & {
  settings: SchoolSettings;
  language: Language;
  onLanguageChange: (language: Language) => void;
};

function NotificationSettingsForm({ settings, language, onLanguageChange, ...props }: FormProps) {
  const { t } = useTranslation(['settings', 'common']);
  const category = useSettingsCategoryForm(settings, toValues, props.onDirtyChange);
  const { form } = category;
  const notifications = useWatch({ control: form.control, name: 'notifications' });
  const { errors } = form.formState;
  const templatesPath = (of: Language) => `notifications.templates.${of}` as const;

  const states = perLanguage((of): LanguageState => {
    const sms = smsPartsOf(notifications.templates[of].smsText, settings.schoolName, of);
    return {
      isBuiltIn: isBuiltIn(notifications.templates[of], of),
      hasErrors: Boolean(errors.notifications?.templates?.[of]),
      isSmsLong: sms.isTooLong || sms.isTooLongWithAccents,
    };
  });

  const restoreBuiltIn = () => {
    form.clearErrors(templatesPath(language));
    form.setValue(
      templatesPath(language),
      { ...BUILT_IN_TEMPLATES[language] },
      {
        shouldDirty: true,
      },
    );
  };

  // A save refused for another language's texts shows that language, where its messages are.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    await category.submit(event);
    const invalid = LANGUAGES.filter((of) => form.getFieldState(templatesPath(of)).invalid);
    const [first] = invalid;
    if (first && !invalid.includes(language)) onLanguageChange(first);
  };

  return (
    <SettingsCategoryForm
      title={t('categories.notifications')}
      description={t('notifications.description')}
      category={{ ...category, submit }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {CHANNEL_SWITCHES.map((channel) => (
          <Controller
            key={channel.name}
            control={form.control}
            name={channel.name}
            render={({ field: { value, onChange, ...field } }) => (
              <DescribedSwitch
                {...field}
                checked={value}
                onChange={(event) => onChange(event.currentTarget.checked)}
                label={t(channel.label)}
                description={t(channel.hint)}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <TextInput
        label={t('common:fields.senderName')}
        description={t('notifications.senderNameHint', { schoolName: settings.schoolName })}
        error={errors.notifications?.senderName?.message}
        {...form.register('notifications.senderName')}
      />
      <TemplateLanguageSwitch
        language={language}
        onChange={onLanguageChange}
        states={states}
        defaultLanguage={settings.defaultLanguage}
        onUseBuiltIn={restoreBuiltIn}
      />
      <LanguageTemplates
        // A language's own fields: switching mounts the other language's.
        key={language}
        language={language}
        control={form.control}
        clearErrors={form.clearErrors}
        notifications={notifications}
        schoolName={settings.schoolName}
      />
    </SettingsCategoryForm>
  );
}

/**
 * The Notifications category: its form, then the providers and a test send (forms of their own).
 * The test goes out in the language whose templates are shown, the school's default at first.
 */
export function NotificationSettings(props: SettingsCategoryProps) {
  const { t } = useTranslation('settings');
  const { language, setLanguage } = useTemplatesLanguage();
  const { isDistrictAdmin } = useCurrentUser();
  return (
    <Stack gap="lg">
      <WithSettings>
        {(settings) => (
          <NotificationSettingsForm
            settings={settings}
            language={language}
            onLanguageChange={setLanguage}
            {...props}
          />
        )}
      </WithSettings>
      {/* The providers are the district's (issue 41), set up where the server runs. */}
      {isDistrictAdmin ? (
        <MessageProviders />
      ) : (
        <SettingsSection title={t('providers.title')}>
          <DistrictOnlyNote>{t('district.providersNote')}</DistrictOnlyNote>
        </SettingsSection>
      )}
      <TestSendForm language={language} />
    </Stack>
  );
}
