import { Fieldset, NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { GENDERS } from '@rollcall/contract/students';
import { classSelectData, sectionSelectData } from '@/lib/class-section-options';
import { Controller } from 'react-hook-form';
import { fieldProps, type StudentFormApi } from './field-props';

const CLASS_SELECT = classSelectData('Select grade');
const SECTION_SELECT = sectionSelectData();
const GENDER_SELECT = [
  { value: '', label: 'Not specified' },
  ...GENDERS.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })),
];

type StudentInfoFieldsProps = { form: StudentFormApi; isEdit: boolean };

export function StudentInfoFields({ form, isEdit }: StudentInfoFieldsProps) {
  const field = (name: Parameters<typeof fieldProps>[1]) => fieldProps(form, name);
  return (
    <Fieldset legend="Student Information">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label="Student ID"
          required={!isEdit}
          readOnly={isEdit}
          variant={isEdit ? 'filled' : 'default'}
          description={isEdit ? 'The student ID cannot be changed.' : 'For example STU-2025-001'}
          autoComplete="off"
          {...field('studentId')}
        />
        <TextInput label="Roll Number" autoComplete="off" {...field('rollNumber')} />
        <TextInput label="First Name" required autoComplete="off" {...field('firstName')} />
        <TextInput label="Last Name" required autoComplete="off" {...field('lastName')} />
        <TextInput label="Email" type="email" autoComplete="off" {...field('email')} />
        <TextInput label="Phone Number" type="tel" autoComplete="off" {...field('phoneNumber')} />
        <TextInput label="Date of Birth" type="date" {...field('dateOfBirth')} />
        <NativeSelect label="Gender" data={GENDER_SELECT} {...field('gender')} />
        <NativeSelect label="Class" required data={CLASS_SELECT} {...field('class')} />
        <NativeSelect label="Section" data={SECTION_SELECT} {...field('section')} />
        <TextInput
          label="Enrollment Date"
          type="date"
          description={isEdit ? undefined : 'Leave empty for today.'}
          {...field('enrollmentDate')}
        />
        <Controller
          control={form.control}
          name="isActive"
          render={({ field: { ref, value, onChange, onBlur, name } }) => (
            <Switch
              ref={ref}
              name={name}
              label="Active"
              description="Inactive students stay on record but are not expected at school."
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
