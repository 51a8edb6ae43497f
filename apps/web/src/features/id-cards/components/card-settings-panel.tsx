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
  ID_CARD_MESSAGES as M,
  ID_CARD_TEMPLATE_LABELS,
  ID_CARD_TEMPLATE_OPTIONS,
  ID_CARD_TYPE_LABELS,
  ID_CARD_TYPES,
  ID_CARD_VALID_YEARS_AHEAD,
  IdCardTemplateSchema,
  IdCardTypeSchema,
  type IdCardSettings,
} from '@rollcall/contract/id-cards';

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

const TOGGLES: [Toggle, string][] = [
  ['includeQR', 'Include QR code'],
  ['includePhoto', 'Include photo'],
  ['securityFeatures', 'Security features'],
  ['includeBarcode', 'Include barcode'],
  ['includeMedical', 'Medical info'],
  ['includeGuardian', 'Guardian info'],
  ['includeEmergency', 'Emergency contact'],
];

const TEXTS: [
  keyof Pick<IdCardSettings, 'schoolName' | 'schoolAddress' | 'schoolPhone' | 'schoolWebsite'>,
  string,
][] = [
  ['schoolName', 'School name'],
  ['schoolAddress', 'School address'],
  ['schoolPhone', 'School phone'],
  ['schoolWebsite', 'School website'],
];

type CardSettingsPanelProps = {
  settings: IdCardSettings;
  onChange: (patch: Partial<IdCardSettings>) => void;
};

/** Spec §3's settings; every change shows on the preview at once. */
export function CardSettingsPanel({ settings, onChange }: CardSettingsPanelProps) {
  const thisYear = new Date().getFullYear();
  const lastYear = thisYear + ID_CARD_VALID_YEARS_AHEAD;
  const isYearValid = settings.validUntil >= thisYear && settings.validUntil <= lastYear;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="settings-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="settings-title">
          {M.cardSettings}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
          <Select
            label="Template"
            data={ID_CARD_TEMPLATE_OPTIONS.map((value) => ({
              value,
              label: ID_CARD_TEMPLATE_LABELS[value],
            }))}
            value={settings.template}
            onChange={(value) => {
              const parsed = IdCardTemplateSchema.safeParse(value);
              if (parsed.success) onChange({ template: parsed.data });
            }}
            allowDeselect={false}
          />
          <Select
            label="Card type"
            data={ID_CARD_TYPES.map((value) => ({ value, label: ID_CARD_TYPE_LABELS[value] }))}
            value={settings.cardType}
            onChange={(value) => {
              const parsed = IdCardTypeSchema.safeParse(value);
              if (parsed.success) onChange({ cardType: parsed.data });
            }}
            allowDeselect={false}
          />
          <NumberInput
            label="Valid until (year)"
            value={settings.validUntil}
            min={thisYear}
            max={lastYear}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            onChange={(value) => onChange({ validUntil: Number(value) || thisYear })}
            error={isYearValid ? undefined : M.validUntilRange(thisYear, lastYear)}
          />
          {TEXTS.map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              value={settings[key]}
              onChange={(event) => onChange({ [key]: event.currentTarget.value })}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" mt={4}>
          {TOGGLES.map(([key, label]) => (
            <Switch
              key={key}
              label={label}
              checked={settings[key]}
              onChange={(event) => onChange({ [key]: event.currentTarget.checked })}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
