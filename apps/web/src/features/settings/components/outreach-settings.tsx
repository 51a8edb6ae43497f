import { Button, Fieldset, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  builtInOutreachTemplates,
  fillOutreachTemplate,
  NUDGE_DAY,
  NUDGE_SCHEDULES,
  OUTREACH_PLACEHOLDERS,
  OUTREACH_TEMPLATE_KEYS,
  outreachTemplatesIn,
  outreachValues,
  SAMPLE_OUTREACH_FACTS,
  type NudgeSchedule,
  type OutreachTemplateKey,
  type OutreachTemplates,
} from '@rollcall/contract/interventions/outreach';
import { LANGUAGES, type Language } from '@rollcall/contract/languages';
import type { SchoolSettings } from '@rollcall/contract/settings';
import { IconArrowRight } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSendTestNudge } from '../api/send-test-nudge';
import {
  useSettingsCategoryForm,
  type SettingsCategoryProps,
} from '../hooks/use-settings-category-form';
import { useTemplatesLanguage } from '../hooks/use-templates-language';
import { NumberField } from './number-field';
import { SettingsCategoryForm, WithSettings } from './settings-category-form';
import { TemplateField } from './template-field';
import { TemplateLanguageSwitch } from './template-language-switch';
import { TestSendForm } from './test-send-form';

/** Where the nudges are sent now and letters made (features/interventions, mounted by app/routes). */
const OUTREACH_SCREEN = '/interventions/outreach';

type OutreachValues = {
  outreach: {
    nudgeSchedule: NudgeSchedule;
    nudgeDay: number;
    templates: Record<Language, OutreachTemplates>;
  };
};

const toValues = (settings: SchoolSettings): OutreachValues => ({
  outreach: {
    nudgeSchedule: settings.outreach.nudgeSchedule,
    nudgeDay: settings.outreach.nudgeDay,
    templates: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        outreachTemplatesIn(settings.outreach.templates, language),
      ]),
    ) as Record<Language, OutreachTemplates>,
  },
});

const isBuiltInIn = (texts: OutreachTemplates, language: Language) =>
  OUTREACH_TEMPLATE_KEYS.every((key) => texts[key] === builtInOutreachTemplates(language)[key]);

const MULTILINE = new Set<OutreachTemplateKey>(
  OUTREACH_TEMPLATE_KEYS.filter((key) => key !== 'nudgeEmailSubject'),
);

/** A template filled with the sample figures, as a guardian reading `language` would see it. */
function OutreachPreview({
  text,
  schoolName,
  language,
}: {
  text: string;
  schoolName: string;
  language: Language;
}) {
  const { t } = useTranslation('settings');
  const values = outreachValues({ ...SAMPLE_OUTREACH_FACTS, schoolName }, language);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-gray-0)"
      role="region"
      aria-label={t('outreach.preview')}
    >
      <Text size="xs" c="dimmed" mb={4}>
        {t('outreach.preview')}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lang={language}>
        {fillOutreachTemplate(text, values)}
      </Text>
    </Paper>
  );
}

type FormProps = SettingsCategoryProps & {
  settings: SchoolSettings;
  language: Language;
  onLanguageChange: (language: Language) => void;
};

function OutreachSettingsForm({ settings, language, onLanguageChange, ...props }: FormProps) {
  const { t } = useTranslation(['settings', 'common']);
  const { t: tc } = useTranslation('contract');
  const category = useSettingsCategoryForm(settings, toValues, props.onDirtyChange);
  const { form } = category;
  const outreach = useWatch({ control: form.control, name: 'outreach' });
  const { errors } = form.formState;
  const states = Object.fromEntries(
    LANGUAGES.map((of) => [
      of,
      {
        isBuiltIn: isBuiltInIn(outreach.templates[of], of),
        hasErrors: Boolean(errors.outreach?.templates?.[of]),
        isSmsLong: false,
      },
    ]),
  ) as Record<Language, { isBuiltIn: boolean; hasErrors: boolean; isSmsLong: boolean }>;
  const restoreBuiltIn = () =>
    form.setValue(
      `outreach.templates.${language}`,
      { ...builtInOutreachTemplates(language) },
      { shouldDirty: true },
    );

  return (
    <SettingsCategoryForm
      title={t('categories.interventions')}
      description={t('outreach.description')}
      category={category}
    >
      <Button
        component={Link}
        to={OUTREACH_SCREEN}
        variant="light"
        rightSection={<IconArrowRight size={16} aria-hidden />}
        // A long label (French) wraps on a phone instead of pushing the page sideways.
        h="auto"
        py={6}
        maw="100%"
        styles={{ label: { whiteSpace: 'normal' } }}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('outreach.openScreen')}
      </Button>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="outreach.nudgeSchedule"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="nudge-schedule-label">
                {t('outreach.schedule')}
              </Text>
              <SegmentedControl
                aria-labelledby="nudge-schedule-label"
                value={field.value}
                onChange={(value) => field.onChange(value)}
                data={NUDGE_SCHEDULES.map((value) => ({
                  value,
                  label: t(`outreach.schedules.${value}`),
                }))}
              />
            </Stack>
          )}
        />
        <NumberField
          control={form.control}
          name="outreach.nudgeDay"
          label={t('outreach.day')}
          min={NUDGE_DAY.min}
          max={NUDGE_DAY.max}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {outreach.nudgeSchedule === 'monthly'
          ? tc('outreach.nudgeScheduleMonthly', { day: outreach.nudgeDay })
          : tc('outreach.nudgeScheduleOff')}
      </Text>
      <TemplateLanguageSwitch
        language={language}
        onChange={onLanguageChange}
        states={states}
        defaultLanguage={settings.defaultLanguage}
        onUseBuiltIn={restoreBuiltIn}
      />
      <Fieldset key={language} legend={t('outreach.templates')} variant="unstyled">
        <Stack gap="md">
          {OUTREACH_TEMPLATE_KEYS.map((key) => (
            <Stack key={key} gap={6}>
              <TemplateField
                control={form.control}
                clearErrors={form.clearErrors}
                name={`outreach.templates.${language}.${key}`}
                label={t(`outreach.fields.${key}`)}
                defaultText={builtInOutreachTemplates(language)[key]}
                lang={language}
                isMultiline={MULTILINE.has(key)}
                placeholders={OUTREACH_PLACEHOLDERS}
              />
              <OutreachPreview
                text={outreach.templates[language][key]}
                schoolName={settings.schoolName}
                language={language}
              />
            </Stack>
          ))}
        </Stack>
      </Fieldset>
    </SettingsCategoryForm>
  );
}

/**
 * The Interventions category (issue 26): the monthly nudge's schedule and the wording of nudges
 * and letters per language with their previews, a test nudge, and the way to the outreach screen.
 */
export function OutreachSettings(props: SettingsCategoryProps) {
  const { t } = useTranslation('settings');
  const { language, setLanguage } = useTemplatesLanguage();
  return (
    <Stack gap="lg">
      <WithSettings>
        {(settings) => (
          <OutreachSettingsForm
            settings={settings}
            language={language}
            onLanguageChange={setLanguage}
            {...props}
          />
        )}
      </WithSettings>
      <TestSendForm
        language={language}
        useSend={useSendTestNudge}
        title={t('outreach.testTitle')}
        description={t('outreach.testDescription')}
      />
    </Stack>
  );
}
