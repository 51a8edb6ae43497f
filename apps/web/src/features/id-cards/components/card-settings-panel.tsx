import {
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ID_CARD_TEMPLATE_OPTIONS,
  ID_CARD_TYPES,
  ID_CARD_VALID_YEARS_AHEAD,
  IdCardTemplateSchema,
  IdCardTypeSchema,
  type IdCardSettings,
} from '@rollcall/contract/id-cards';
import { useTranslation } from 'react-i18next';

type Toggle = keyof Pick<
  IdCardSettings,
  | 'includeQR'
  | 'includePhoto'
  | 'securityFeatures'
  | 'includeBarcode'
  | 'includeMedical'
  | 'includeGuardian'
  | 'includeEmergency'
>;

/** Each switch and its label: its own key in the `settings` texts, or the field it shows. */
const TOGGLE_LABELS = {
  includeQR: 'settings.includeQR',
  includePhoto: 'settings.includePhoto',
  securityFeatures: 'settings.securityFeatures',
  includeBarcode: 'settings.includeBarcode',
  includeMedical: 'settings.includeMedical',
  includeGuardian: 'settings.includeGuardian',
  includeEmergency: 'common:fields.emergencyContact',
} as const satisfies Record<Toggle, string>;
const TOGGLES = Object.keys(TOGGLE_LABELS) as Toggle[];

type CardText = keyof Pick<
  IdCardSettings,
  'schoolName' | 'schoolAddress' | 'schoolPhone' | 'schoolWebsite'
>;
const TEXT_LABELS = {
  schoolName: 'common:fields.schoolName',
  schoolAddress: 'settings.schoolAddress',
  schoolPhone: 'settings.schoolPhone',
  schoolWebsite: 'settings.schoolWebsite',
} as const satisfies Record<CardText, string>;
const TEXTS = Object.keys(TEXT_LABELS) as CardText[];

type CardSettingsPanelProps = {
  settings: IdCardSettings;
  onChange: (patch: Partial<IdCardSettings>) => void;
};

/** Spec §3's settings; every change shows on the preview at once. */
export function CardSettingsPanel({ settings, onChange }: CardSettingsPanelProps) {
  const { t } = useTranslation(['id-cards', 'contract', 'common']);
  const { t: tc } = useTranslation('contract');
  const thisYear = new Date().getFullYear();
  const lastYear = thisYear + ID_CARD_VALID_YEARS_AHEAD;
  const isYearValid = settings.validUntil >= thisYear && settings.validUntil <= lastYear;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="settings-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="settings-title">
          {tc('idCards.cardSettings')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
          <Select
            label={t('contract:idCards.columns.template')}
            data={ID_CARD_TEMPLATE_OPTIONS.map((value) => ({
              value,
              label: tc(`idCardTemplates.${value}`),
            }))}
            value={settings.template}
            onChange={(value) => {
              const parsed = IdCardTemplateSchema.safeParse(value);
              if (parsed.success) onChange({ template: parsed.data });
            }}
          />
          <Select
            label={t('settings.cardType')}
            data={ID_CARD_TYPES.map((value) => ({ value, label: tc(`idCardTypes.${value}`) }))}
            value={settings.cardType}
            onChange={(value) => {
              const parsed = IdCardTypeSchema.safeParse(value);
              if (parsed.success) onChange({ cardType: parsed.data });
            }}
          />
          <NumberInput
            label={t('settings.validUntil')}
            value={settings.validUntil}
            min={thisYear}
            max={lastYear}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            onChange={(value) => onChange({ validUntil: Number(value) || thisYear })}
            error={
              isYearValid
                ? undefined
                : tc('idCards.validUntilRange', { from: thisYear, to: lastYear })
            }
          />
          {TEXTS.map((key) => (
            <TextInput
              key={key}
              label={t(TEXT_LABELS[key])}
              value={settings[key]}
              onChange={(event) => onChange({ [key]: event.currentTarget.value })}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" mt={4}>
          {TOGGLES.map((key) => (
            <Switch
              key={key}
              label={t(TOGGLE_LABELS[key])}
              checked={settings[key]}
              onChange={(event) => onChange({ [key]: event.currentTarget.checked })}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
