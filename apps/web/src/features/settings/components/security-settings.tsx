import { SimpleGrid, Stack } from '@mantine/core';
import type { SchoolSettings } from '@rollcall/contract/settings';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import {
  useSettingsCategoryForm,
  type SettingsCategoryProps,
} from '../hooks/use-settings-category-form';
import { NumberField } from './number-field';
import { SettingsCategoryForm, WithSettings } from './settings-category-form';
import { StudentRetentionPreview } from './student-retention-preview';
import { SwitchField } from './switch-field';

const toValues = (settings: SchoolSettings) => ({
  requireAdminTwoFactor: settings.requireAdminTwoFactor,
  gateAcceptsPlainCodes: settings.gateAcceptsPlainCodes,
  sessionLengthDays: settings.sessionLengthDays,
  passwordMinLength: settings.passwordMinLength,
  maxSessionDays: settings.maxSessionDays,
  gateIdleDays: settings.gateIdleDays,
  retentionYears: settings.retentionYears,
  studentRetentionYears: settings.studentRetentionYears,
});

function SecuritySettingsForm({
  settings,
  onDirtyChange,
}: SettingsCategoryProps & { settings: SchoolSettings }) {
  const { t } = useTranslation(['settings', 'common']);
  const category = useSettingsCategoryForm(settings, toValues, onDirtyChange);
  const { form } = category;
  // Every one of these is the district's (issue 41): a school's administrator reads them.
  const { isDistrictAdmin } = useCurrentUser();
  return (
    <SettingsCategoryForm
      isDistrictWide
      title={t('categories.security')}
      description={t('security.description')}
      category={category}
      districtNote={isDistrictAdmin ? undefined : t('district.securityNote')}
    >
      <SwitchField
        control={form.control}
        name="requireAdminTwoFactor"
        label={t('security.requireTwoFactor')}
        description={t('security.requireTwoFactorHint')}
      />
      <SwitchField
        control={form.control}
        name="gateAcceptsPlainCodes"
        label={t('security.gatePlainCodes')}
        description={t('security.gatePlainCodesHint')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberField
          control={form.control}
          name="sessionLengthDays"
          description={t('security.sessionLengthHint')}
          suffix={t('security.daysSuffix')}
        />
        <NumberField
          control={form.control}
          name="maxSessionDays"
          description={t('security.maxSessionHint')}
          suffix={t('security.daysSuffix')}
        />
        <NumberField
          control={form.control}
          name="gateIdleDays"
          description={t('security.gateIdleHint')}
          suffix={t('security.daysSuffix')}
        />
        <NumberField
          control={form.control}
          name="passwordMinLength"
          description={t('security.passwordMinLengthHint')}
          suffix={t('security.charactersSuffix')}
        />
        <NumberField
          control={form.control}
          name="retentionYears"
          description={t('security.retentionHint')}
          placeholder={t('security.retentionOff')}
          suffix={t('security.schoolYearsSuffix')}
          isNullable
        />
        <NumberField
          control={form.control}
          name="studentRetentionYears"
          description={t('security.studentRetentionHint')}
          placeholder={t('security.studentRetentionOff')}
          suffix={t('security.yearsSuffix')}
          isNullable
        />
      </SimpleGrid>
    </SettingsCategoryForm>
  );
}

export function SecuritySettings(props: SettingsCategoryProps) {
  return (
    <WithSettings>
      {(settings) => (
        <Stack gap="lg">
          <SecuritySettingsForm settings={settings} {...props} />
          <StudentRetentionPreview savedYears={settings.studentRetentionYears} />
        </Stack>
      )}
    </WithSettings>
  );
}
