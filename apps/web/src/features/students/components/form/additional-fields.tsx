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
import { fieldProps, type StudentFormApi } from './field-props';

const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];

type AdditionalFieldsProps = { form: StudentFormApi; photoField: ReactNode };

export function AdditionalFields({ form, photoField }: AdditionalFieldsProps) {
  const field = (name: Parameters<typeof fieldProps>[1]) => fieldProps(form, name);
  const notesLength = useWatch({ control: form.control, name: 'notes' }).length;
  const isNotesTooLong = notesLength > STUDENT_NOTES_MAX;
  const { errors } = form.formState;

  return (
    <Fieldset legend="Additional Information">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <div style={{ gridColumn: '1 / -1' }}>{photoField}</div>
        <TextInput
          label="Emergency Contact Name"
          autoComplete="off"
          {...field('emergencyContact.name')}
        />
        <TextInput
          label="Emergency Contact Phone"
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
              label="Blood Type"
              placeholder="For example O+"
              data={BLOOD_TYPES}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              error={errors.medicalInfo?.bloodType?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="medicalInfo.allergies"
          render={({ field: { ref, value, onChange, onBlur } }) => (
            <TagsInput
              ref={ref}
              label="Allergies"
              description="Press Enter after each allergy."
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              placeholder={value.length === 0 ? 'For example Peanuts' : undefined}
              splitChars={[',', ';']}
              clearable
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              error={errors.medicalInfo?.allergies?.message}
            />
          )}
        />
        <TextInput
          label="QR Code Data"
          description="Optional ready-made QR payload. Leave empty to use the signed code."
          autoComplete="off"
          style={{ gridColumn: '1 / -1' }}
          {...field('qrCodeData')}
        />
        <div style={{ gridColumn: '1 / -1' }}>
          <Textarea
            label="Notes"
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
              {notesLength}/{STUDENT_NOTES_MAX} characters{isNotesTooLong ? ' (too long)' : ''}
            </Text>
          </Group>
        </div>
      </SimpleGrid>
    </Fieldset>
  );
}
