import { Checkbox, NativeSelect, Stack } from '@mantine/core';
import { Controller, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import { useActingSchool } from '@/lib/schools';
import type { CreateReportBody } from '@rollcall/contract/reports';
import type { NewReportValues } from './new-report-form';

type ReportSchoolsFieldProps = {
  control: Control<NewReportValues, unknown, CreateReportBody>;
  register: UseFormRegister<NewReportValues>;
  error: string | undefined;
};

/**
 * Which schools a district administrator's report covers (issue 41): the acting school, every
 * school, or the ones they tick. Nobody else sees it, nor anyone in a district of one school.
 */
export function ReportSchoolsField({ control, register, error }: ReportSchoolsFieldProps) {
  const { t } = useTranslation(['reports', 'common']);
  const user = useCurrentUser();
  const { offered, current } = useActingSchool();
  const scope = useWatch({ control, name: 'schools' });
  if (!user.isDistrictAdmin || offered.length < 2) return null;
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('common:fields.schools')}
        data={[
          { value: 'school', label: t('newReport.thisSchool', { name: current?.name ?? '' }) },
          { value: 'all', label: t('newReport.allSchools') },
          { value: 'chosen', label: t('newReport.chosenSchools') },
        ]}
        {...register('schools')}
      />
      {scope === 'chosen' ? (
        <Controller
          control={control}
          name="schoolIds"
          render={({ field: { value, onChange } }) => (
            <Checkbox.Group
              label={t('newReport.chooseSchools')}
              value={value}
              onChange={onChange}
              error={error}
            >
              <Stack gap={6} mt={6}>
                {offered.map((school) => (
                  <Checkbox key={school._id} value={school._id} label={school.name} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
      ) : null}
    </Stack>
  );
}
