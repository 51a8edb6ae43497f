import type { Path, UseFormReturn } from 'react-hook-form';
import { translateForScreen } from '@/i18n/language';
import type { StudentFormOutput, StudentFormValues } from '../../utils/student-form-values';

export type StudentFormApi = UseFormReturn<StudentFormValues, unknown, StudentFormOutput>;

/**
 * A field's message in the screens' language: the contract's schema writes it in English (the
 * server's arrive translated already, and pass through unchanged).
 */
export const fieldError = (message: string | undefined) =>
  message === undefined ? undefined : translateForScreen(message);

/** A registered input with its error; the error clears as soon as the field is edited. */
export function fieldProps(form: StudentFormApi, name: Path<StudentFormValues>) {
  return {
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: fieldError(form.getFieldState(name, form.formState).error?.message),
  };
}
