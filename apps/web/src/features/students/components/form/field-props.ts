import type { Path, UseFormReturn } from 'react-hook-form';
import { messageForScreen } from '@/i18n/language';
import type { StudentFormOutput, StudentFormValues } from '../../utils/student-form-values';

export type StudentFormApi = UseFormReturn<StudentFormValues, unknown, StudentFormOutput>;

/**
 * A field's message in the screens' language: the contract's schema gives a text key (the
 * server's messages arrive in the screens' language already, and pass through unchanged).
 */
export const fieldError = (message: string | undefined) =>
  message === undefined ? undefined : messageForScreen(message);

/** A registered input with its error; the error clears as soon as the field is edited. */
export function fieldProps(form: StudentFormApi, name: Path<StudentFormValues>) {
  return {
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: fieldError(form.getFieldState(name, form.formState).error?.message),
  };
}
