import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { notifySuccess } from '@/components/ui/notify';
import { ApiError, errorMessage } from '@/lib/api-error';

type MutationDialogFormOptions<Values extends FieldValues, Body> = {
  form: UseFormReturn<Values, unknown, Body>;
  /** The dialog's request: cleared with the form, so that the dialog opens again as new. */
  mutation: { isPending: boolean; error: Error | null; reset: () => void };
  /** Sends the checked values; undefined while the dialog has nothing to act on. */
  send: ((body: Body) => Promise<{ message: string }>) | undefined;
  /** The fields the server may refuse by name: its message goes under the field. */
  fieldNames: readonly Path<Values>[];
  /** The refusal shown when the server gave no reason. */
  failedMessage: string;
  onClose: () => void;
};

export type MutationDialogForm = {
  /** Does nothing while the request is in flight: its answer still has to be shown. */
  close: () => void;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** A refusal that is no field's, for the top of the form. */
  refusal: string | undefined;
  isPending: boolean;
};

/**
 * The form of a dialog that sends one request: done, the server's message is a toast and the
 * dialog closes; refused, the message goes under its field, or above the fields when it names
 * none. Closing clears the form and the request.
 */
export function useMutationDialogForm<Values extends FieldValues, Body>(
  options: MutationDialogFormOptions<Values, Body>,
): MutationDialogForm {
  const { form, mutation, send, fieldNames, failedMessage, onClose } = options;
  const clearAndClose = () => {
    form.reset();
    mutation.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (body) => {
    if (!send) return;
    try {
      const result = await send(body);
      notifySuccess(result.message);
      clearAndClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      for (const name of fieldNames) {
        const message = fields?.[name];
        if (message) form.setError(name, { message });
      }
    }
  });

  const { error, isPending } = mutation;
  const isFieldRefusal =
    error instanceof ApiError && fieldNames.some((name) => Boolean(error.fields?.[name]));
  return {
    close: () => {
      if (!isPending) clearAndClose();
    },
    submit,
    refusal: error && !isFieldRefusal ? errorMessage(error, failedMessage) : undefined,
    isPending,
  };
}
