import type { Path, UseFormReturn } from 'react-hook-form';
import type { StudentFormOutput, StudentFormValues } from '../../utils/student-form-values';

export type StudentFormApi = UseFormReturn<StudentFormValues, unknown, StudentFormOutput>;

/** A registered input with its error; the error clears as soon as the field is edited. */
export function fieldProps(form: StudentFormApi, name: Path<StudentFormValues>) {
  return {
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: form.getFieldState(name, form.formState).error?.message,
  };
}
