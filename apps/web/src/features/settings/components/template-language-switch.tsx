import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { LANGUAGES, type Language } from '@rollcall/contract/languages';
import { IconAlertCircle, IconAlertTriangle, IconRestore } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What the switch says of each language: whose texts, and whether something needs looking at. */
export type LanguageState = {
  isBuiltIn: boolean;
  hasErrors: boolean;
  isSmsLong: boolean;
};

type TemplateLanguageSwitchProps = {
  language: Language;
  onChange: (language: Language) => void;
  states: Record<Language, LanguageState>;
  defaultLanguage: Language;
  /** Puts Rollcall's texts for the language shown back in its three fields. */
  onUseBuiltIn: () => void;
};

/**
 * Which language's templates are edited and previewed (radio buttons: arrow keys move between
 * them), each marked when its texts have an error or a long SMS; under it, whether the shown
 * language has the school's texts or Rollcall's, and the way back to Rollcall's.
 */
export function TemplateLanguageSwitch(props: TemplateLanguageSwitchProps) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('contract');
  const labelId = useId();
  const name = (language: Language) => tc(`languages.${language}`);
  const shown = props.states[props.language];
  const data = LANGUAGES.map((language) => {
    const state = props.states[language];
    return {
      value: language,
      label: (
        <Group gap={4} justify="center" wrap="nowrap">
          <span>{name(language)}</span>
          {state.hasErrors ? (
            <IconAlertCircle
              role="img"
              size={14}
              color="var(--mantine-color-red-7)"
              aria-label={t('notifications.languageHasErrors')}
            />
          ) : state.isSmsLong ? (
            <IconAlertTriangle
              role="img"
              size={14}
              color="var(--mantine-color-yellow-8)"
              aria-label={t('notifications.languageSmsLong')}
            />
          ) : null}
        </Group>
      ),
    };
  });
  return (
    <Stack gap={6}>
      <div>
        <Text size="sm" fw={500} id={labelId}>
          {t('notifications.language')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('notifications.languageHint', { language: name(props.defaultLanguage) })}
        </Text>
      </div>
      <SegmentedControl
        data={data}
        value={props.language}
        onChange={(value) => {
          const next = LANGUAGES.find((language) => language === value);
          if (next) props.onChange(next);
        }}
        aria-labelledby={labelId}
        fullWidth
      />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Badge
          variant={shown.isBuiltIn ? 'outline' : 'light'}
          color={shown.isBuiltIn ? 'gray' : 'blue'}
          style={{ flexShrink: 0 }}
        >
          {t(shown.isBuiltIn ? 'notifications.builtInTexts' : 'notifications.schoolTexts')}
        </Badge>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconRestore size={14} aria-hidden />}
          disabled={shown.isBuiltIn}
          aria-label={t('notifications.useBuiltInLabel', { language: name(props.language) })}
          onClick={props.onUseBuiltIn}
        >
          {t('notifications.useBuiltIn')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t(shown.isBuiltIn ? 'notifications.builtInHint' : 'notifications.schoolHint', {
          language: name(props.language),
        })}
      </Text>
    </Stack>
  );
}
