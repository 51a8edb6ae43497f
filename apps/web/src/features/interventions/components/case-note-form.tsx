import { Button, Group, Stack, Textarea } from '@mantine/core';
import {
  CASE_ACTIONS,
  CASE_NOTE_MAX,
  CaseNoteBodySchema,
  type CaseAction,
  type CaseNoteBody,
} from '@rollcall/contract/interventions';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formResolver } from '@/lib/form-resolver';
import { useAddCaseNote } from '../api/add-case-note';
import { SelectField } from './select-field';

type NoteValues = { text: string; action: CaseAction | undefined };

const FIELDS = ['text', 'action'] as const;
const NO_ACTION = '';
const EMPTY: NoteValues = { text: '', action: undefined };

/** An admin's note on a case, with the action it records if any (a call, a meeting…). */
export function CaseNoteForm({ caseId }: { caseId: string }) {
  const { t } = useTranslation(['interventions', 'common', 'contract']);
  const addNote = useAddCaseNote();
  const form = useForm<NoteValues, unknown, CaseNoteBody>({
    resolver: formResolver<NoteValues>()(CaseNoteBodySchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const actionData = [
    { value: NO_ACTION, label: t('note.noAction') },
    ...CASE_ACTIONS.map((action) => ({
      value: action,
      label: t(`contract:caseActions.${action}`),
    })),
  ];

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await addNote.mutateAsync({ id: caseId, body });
      form.reset(EMPTY);
      notifySuccess(result.message);
    } catch (error) {
      if (!applyFieldErrors(error, FIELDS, form.setError)) {
        notifyError(errorMessage(error, t('note.failed')));
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('note.text')}
          description={t('note.textHint')}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={CASE_NOTE_MAX}
          error={errors.text?.message}
          {...form.register('text', { onChange: () => form.clearErrors('text') })}
        />
        <Group align="flex-end" justify="space-between" gap="sm">
          <SelectField
            control={form.control}
            name="action"
            label={t('note.action')}
            data={actionData}
            toValue={(option) => CASE_ACTIONS.find((action) => action === option)}
            toOption={(action) => action ?? NO_ACTION}
            w={{ base: '100%', xs: 240 }}
          />
          <Button type="submit" loading={addNote.isPending}>
            {t('note.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
