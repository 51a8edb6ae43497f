import { Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { GENDERS } from '@rollcall/contract/students';
import { useTranslation } from 'react-i18next';
import { useClassSectionOptions } from '@/lib/class-section-options';
import { Controller } from 'react-hook-form';
import { fieldProps, type StudentFormApi } from './field-props';
import { DescribedSwitch } from '@/components/ui/described-inline-input';

type StudentInfoFieldsProps = { form: StudentFormApi; isEdit: boolean };

export function StudentInfoFields({ form, isEdit }: StudentInfoFieldsProps) {
  const { t } = useTranslation(['students', 'common', 'contract']);
  const { classSelectData, sectionSelectData } = useClassSectionOptions();
  const field = (name: Parameters<typeof fieldProps>[1]) => fieldProps(form, name);
  const genderSelect = [
    { value: '', label: t('info.genderNotSpecified') },
    ...GENDERS.map((value) => ({ value, label: t(`common:genders.${value}`) })),
  ];
  return (
    <Fieldset legend={t('info.legend')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('common:fields.studentId')}
          required={!isEdit}
          readOnly={isEdit}
          variant={isEdit ? 'filled' : 'default'}
          description={isEdit ? t('info.studentIdFixed') : t('info.studentIdExample')}
          autoComplete="off"
          {...field('studentId')}
        />
        <TextInput label={t('info.rollNumber')} autoComplete="off" {...field('rollNumber')} />
        <TextInput
          label={t('info.firstName')}
          required
          autoComplete="off"
          {...field('firstName')}
        />
        <TextInput label={t('info.lastName')} required autoComplete="off" {...field('lastName')} />
        <TextInput
          label={t('common:fields.email')}
          type="email"
          autoComplete="off"
          {...field('email')}
        />
        <TextInput
          label={t('common:phoneNumber')}
          type="tel"
          autoComplete="off"
          {...field('phoneNumber')}
        />
        <TextInput label={t('info.dateOfBirth')} type="date" {...field('dateOfBirth')} />
        <NativeSelect label={t('common:fields.gender')} data={genderSelect} {...field('gender')} />
        <NativeSelect
          label={t('contract:common.class')}
          required
          data={classSelectData(t('info.selectGrade'))}
          {...field('class')}
        />
        <NativeSelect
          label={t('common:fields.section')}
          data={sectionSelectData()}
          {...field('section')}
        />
        <TextInput
          label={t('info.enrollmentDate')}
          type="date"
          description={isEdit ? undefined : t('info.enrollmentToday')}
          {...field('enrollmentDate')}
        />
        <Controller
          control={form.control}
          name="isActive"
          render={({ field: { ref, value, onChange, onBlur, name } }) => (
            <DescribedSwitch
              ref={ref}
              name={name}
              label={t('common:active')}
              description={t('info.activeHelp')}
              mt={{ base: 0, sm: 'lg' }}
              checked={value}
              onChange={(event) => onChange(event.currentTarget.checked)}
              onBlur={onBlur}
            />
          )}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
