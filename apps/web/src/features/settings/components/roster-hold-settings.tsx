import { Box } from '@mantine/core';
import { ROSTER_HOLD_MIN_STUDENTS } from '@rollcall/contract/roster';
import type { SchoolSettings } from '@rollcall/contract/settings';
import { useTranslation } from 'react-i18next';
import {
  useSettingsCategoryForm,
  type SettingsCategoryProps,
} from '../hooks/use-settings-category-form';
import { NumberField } from './number-field';
import { SettingsCategoryForm, WithSettings } from './settings-category-form';

const toValues = (settings: SchoolSettings) => ({
  rosterHoldPercent: settings.rosterHoldPercent,
});

function RosterHoldForm({
  settings,
  onDirtyChange,
}: SettingsCategoryProps & { settings: SchoolSettings }) {
  const { t } = useTranslation('settings');
  const category = useSettingsCategoryForm(settings, toValues, onDirtyChange);
  return (
    <SettingsCategoryForm
      isDistrictWide
      title={t('rosterHold.title')}
      description={t('rosterHold.description')}
      category={category}
    >
      {/* A share of a hundred: a narrow field, its words wrapping beside the description's. */}
      <Box maw={440}>
        <NumberField
          control={category.form.control}
          name="rosterHoldPercent"
          label={t('rosterHold.percent')}
          description={t('rosterHold.percentHint', { min: ROSTER_HOLD_MIN_STUDENTS })}
          suffix=" %"
        />
      </Box>
    </SettingsCategoryForm>
  );
}

/**
 * The sync hold's share (issue 39): an API token's roster import that would archive, or change
 * the guardian contacts of, more of the school's students than this waits for an administrator.
 */
export function RosterHoldSettings(props: SettingsCategoryProps) {
  return (
    <WithSettings>{(settings) => <RosterHoldForm settings={settings} {...props} />}</WithSettings>
  );
}
