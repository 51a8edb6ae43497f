import { Checkbox, Radio, Switch } from '@mantine/core';
import { useId, type ComponentProps, type ReactNode } from 'react';

type InlineTexts = { id?: string; label?: ReactNode; description?: ReactNode; error?: ReactNode };

/**
 * Mantine draws a switch's or a checkbox's help and error beside the box without tying them to it:
 * a switch's <label> wraps its help, so a screen reader reads the help as part of the name
 * ("Active Inactive students stay on record…"), and a checkbox's help is not read at all (the
 * screen-reader e2e pass found both). These props name the box by its label alone and describe it
 * by its help and its error, as Mantine's text inputs do.
 */
function useInlineTexts({ id, label, description, error }: InlineTexts) {
  const generated = useId();
  const inputId = id ?? `inline-${generated}`;
  const ids = {
    label: `${inputId}-label`,
    description: `${inputId}-description`,
    error: `${inputId}-error`,
  };
  const hasError = Boolean(error) && typeof error !== 'boolean';
  const describedBy = [description ? ids.description : null, hasError ? ids.error : null]
    .filter(Boolean)
    .join(' ');
  // Mantine passes no attributes to these elements of an inline input: the texts carry the ids.
  return {
    id: inputId,
    label: label ? <span id={ids.label}>{label}</span> : label,
    description: description ? <span id={ids.description}>{description}</span> : description,
    error: hasError ? <span id={ids.error}>{error}</span> : error,
    'aria-labelledby': label ? ids.label : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** Mantine's Switch, named by its label and described by its help (and error). */
export function DescribedSwitch(props: ComponentProps<typeof Switch>) {
  return <Switch {...props} {...useInlineTexts(props)} />;
}

/** Mantine's Checkbox, named by its label and described by its help (and error). */
export function DescribedCheckbox(props: ComponentProps<typeof Checkbox>) {
  return <Checkbox {...props} {...useInlineTexts(props)} />;
}

/** Mantine's Radio, named by its label and described by its help. */
export function DescribedRadio(props: ComponentProps<typeof Radio>) {
  return <Radio {...props} {...useInlineTexts(props)} />;
}
