import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';

type SelectFieldProps<Values extends FieldValues, Name extends Path<Values>> = {
  control: Control<Values, unknown, unknown>;
  name: Name;
  label: string;
  data: { value: string; label: string }[];
  /** The option's value as the form holds it (a number, null for "none"…), and back. */
  toValue: (option: string) => PathValue<Values, Name>;
  toOption: (value: PathValue<Values, Name>) => string;
  /** Called on each change: the form clears the field's error. */
  onEdit?: () => void;
  w?: NativeSelectProps['w'];
};

/** A native select over a form value that is not the option's string (a number, a null). */
export function SelectField<Values extends FieldValues, Name extends Path<Values>>(
  props: SelectFieldProps<Values, Name>,
) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <NativeSelect
          label={props.label}
          data={props.data}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={props.toOption(field.value)}
          onChange={(event) => {
            props.onEdit?.();
            field.onChange(props.toValue(event.currentTarget.value));
          }}
          error={fieldState.error?.message}
          w={props.w}
        />
      )}
    />
  );
}
