import { Button, Group, Stack } from '@mantine/core';
import type { Student } from '@rollcall/contract/students';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { initialsOf } from '@/lib/initials';
import {
  STUDENT_FIELD_NAMES,
  studentFormResolver,
  toFormValues,
  type StudentFormOutput,
  type StudentFormValues,
} from '../../utils/student-form-values';
import { AdditionalFields } from './additional-fields';
import { AddressFields } from './address-fields';
import { GuardianFields } from './guardian-fields';
import { PhotoField } from './photo-field';
import { StudentInfoFields } from './student-info-fields';

type StudentFormProps = {
  student: Student | undefined;
  isSaving: boolean;
  /** Resolves when saved; rejects with the server's error, whose field messages land here. */
  onSubmit: (body: StudentFormOutput, photo: File | null) => Promise<unknown>;
  onCancel: () => void;
};

export function StudentForm({ student, isSaving, onSubmit, onCancel }: StudentFormProps) {
  const { t } = useTranslation(['students', 'common']);
  const isEdit = student !== undefined;
  const [resolver] = useState(() => studentFormResolver(isEdit));
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<StudentFormValues, unknown, StudentFormOutput>({
    resolver,
    defaultValues: toFormValues(student),
    reValidateMode: 'onSubmit',
  });
  const [firstName, lastName] = useWatch({
    control: form.control,
    name: ['firstName', 'lastName'],
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body, photo);
    } catch (error) {
      applyFieldErrors(error, STUDENT_FIELD_NAMES, form.setError);
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={isEdit ? t('form.editLabel') : t('form.addLabel')}
    >
      <Stack gap="md">
        <StudentInfoFields form={form} isEdit={isEdit} />
        <GuardianFields form={form} />
        <AddressFields form={form} />
        <AdditionalFields
          form={form}
          photoField={
            <PhotoField
              currentUrl={student?.photoUrl}
              initials={initialsOf({ firstName, lastName })}
              file={photo}
              onChange={setPhoto}
            />
          }
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {isEdit ? t('form.update') : t('form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
