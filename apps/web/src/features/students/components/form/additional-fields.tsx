import {
  Autocomplete,
  Fieldset,
  Group,
  SimpleGrid,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { STUDENT_NOTES_MAX } from '@rollcall/contract/students';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError, fieldProps, type StudentFormApi } from './field-props';

const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];

type AdditionalFieldsProps = { form: StudentFormApi; photoField: ReactNode };

export function AdditionalFields({ form, photoField }: AdditionalFieldsProps) {
  const { t } = useTranslation(['students', 'common']);
  const field = (name: Parameters<typeof fieldProps>[1]) => fieldProps(form, name);
  const notesLength = useWatch({ control: form.control, name: 'notes' }).length;
  const isNotesTooLong = notesLength > STUDENT_NOTES_MAX;
  const { errors } = form.formState;

  return (
    <Fieldset legend={t('additional.legend')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <div style={{ gridColumn: '1 / -1' }}>{photoField}</div>
        <TextInput
          label={t('additional.emergencyName')}
          autoComplete="off"
          {...field('emergencyContact.name')}
        />
        <TextInput
          label={t('additional.emergencyPhone')}
          type="tel"
          autoComplete="off"
          {...field('emergencyContact.phone')}
        />
        <Controller
          control={form.control}
          name="medicalInfo.bloodType"
          render={({ field: { ref, value, onChange, onBlur } }) => (
            <Autocomplete
              ref={ref}
              label={t('additional.bloodType')}
              placeholder={t('additional.bloodTypeExample')}
              data={BLOOD_TYPES}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              error={fieldError(errors.medicalInfo?.bloodType?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="medicalInfo.allergies"
          render={({ field: { ref, value, onChange, onBlur } }) => (
            <TagsInput
              ref={ref}
              label={t('common:fields.allergies')}
              description={t('additional.allergiesHelp')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              placeholder={value.length === 0 ? t('additional.allergiesExample') : undefined}
              splitChars={[',', ';']}
              clearable
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              error={fieldError(errors.medicalInfo?.allergies?.message)}
            />
          )}
        />
        <TextInput
          label={t('additional.qrCodeData')}
          description={t('additional.qrCodeDataHelp')}
          autoComplete="off"
          style={{ gridColumn: '1 / -1' }}
          {...field('qrCodeData')}
        />
        <div style={{ gridColumn: '1 / -1' }}>
          <Textarea
            label={t('common:fields.notes')}
            autosize
            minRows={3}
            maxRows={8}
            aria-describedby="student-notes-counter"
            {...field('notes')}
          />
          <Group justify="flex-end" mt={4}>
            <Text
              id="student-notes-counter"
              size="xs"
              c={isNotesTooLong ? 'red' : 'dimmed'}
              aria-live="polite"
            >
              {t(isNotesTooLong ? 'additional.notesTooLong' : 'common:charactersCount', {
                length: notesLength,
                max: STUDENT_NOTES_MAX,
              })}
            </Text>
          </Group>
        </div>
      </SimpleGrid>
    </Fieldset>
  );
}
