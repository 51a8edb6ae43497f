import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DescribedSwitch } from '@/components/ui/described-inline-input';

type SwitchFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  description?: string;
};

/** An on/off setting of a settings form. */
export function SwitchField<Values extends FieldValues>(props: SwitchFieldProps<Values>) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field: { value, onChange, ...field } }) => (
        <DescribedSwitch
          {...field}
          checked={Boolean(value)}
          onChange={(event) => onChange(event.currentTarget.checked)}
          label={props.label}
          description={props.description}
        />
      )}
    />
  );
}
