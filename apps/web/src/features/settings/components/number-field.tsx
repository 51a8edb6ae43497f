import { NumberInput } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type NumberFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  description?: string;
  min: number;
  max: number;
  suffix?: string;
  /** An empty input means null (the setting is off) instead of an error. */
  isNullable?: boolean;
  placeholder?: string;
};

/**
 * A whole number setting. An emptied input holds NaN, which the contract refuses with the field's
 * own message (undefined would mean "leave as it is" to PUT /settings and be saved silently).
 */
export function NumberField<Values extends FieldValues>(props: NumberFieldProps<Values>) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field: { value, onChange, ...field }, fieldState }) => (
        <NumberInput
          {...field}
          label={props.label}
          description={props.description}
          placeholder={props.placeholder}
          min={props.min}
          max={props.max}
          suffix={props.suffix}
          allowDecimal={false}
          allowNegative={false}
          value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
          onChange={(next) => {
            if (next === '') onChange(props.isNullable ? null : Number.NaN);
            else onChange(typeof next === 'number' ? next : Number(next));
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
