import { NumberInput } from '@mantine/core';
import { SETTINGS_LIMITS } from '@rollcall/contract/settings';
import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { COMMON_EN } from '@/i18n/common/en';

type Limits = typeof SETTINGS_LIMITS;
/** The settings whose limits give both ends. */
type LimitedSetting = {
  [Name in keyof Limits]: Limits[Name] extends { min: number; max: number } ? Name : never;
}[keyof Limits];
/** Those whose label is the field's own (common `fields.*`). */
type LabelledSetting = LimitedSetting & keyof (typeof COMMON_EN)['fields'];

type NumberFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, unknown>;
  description?: string;
  suffix?: string;
  /** An empty input means null (the setting is off) instead of an error. */
  isNullable?: boolean;
  placeholder?: string;
} & (
  | { name: Path<Values> & LabelledSetting; label?: string; min?: never; max?: never }
  | { name: Path<Values> & LimitedSetting; label: string; min?: never; max?: never }
  | { name: Path<Values>; label: string; min: number; max: number }
);

/**
 * A whole number setting. A setting of the contract's takes its limits from SETTINGS_LIMITS and,
 * unless told otherwise, its label from the common field labels, by its name; another gives both.
 * An emptied input holds NaN, which the contract refuses with the field's own message (undefined
 * would mean "leave as it is" to PUT /settings and be saved silently).
 */
export function NumberField<Values extends FieldValues>(props: NumberFieldProps<Values>) {
  const { t } = useTranslation('common');
  const limits = props.min === undefined ? SETTINGS_LIMITS[props.name as LimitedSetting] : props;
  const label = props.label ?? t(`fields.${props.name as LabelledSetting}`);
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field: { value, onChange, ...field }, fieldState }) => (
        <NumberInput
          {...field}
          label={label}
          description={props.description}
          placeholder={props.placeholder}
          min={limits.min}
          max={limits.max}
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
