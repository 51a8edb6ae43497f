import { Button, Group, Text, TextInput, Textarea } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { TEMPLATE_PLACEHOLDERS } from '@rollcall/contract/message-templates';
import { IconRestore } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useController,
  type Control,
  type FieldValues,
  type Path,
  type UseFormClearErrors,
} from 'react-hook-form';

type TemplateFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, unknown>;
  /** The form's: a message from the last save goes once the text is edited (the preview then checks it live). */
  clearErrors: UseFormClearErrors<Values>;
  name: Path<Values>;
  label: string;
  description?: string;
  /** What the reset button puts back: Rollcall's text in the template's language. */
  defaultText: string;
  /** The language the text is written in (spelling and screen readers follow it). */
  lang?: string;
  isMultiline?: boolean;
  /** The placeholders it may use (the absence templates' unless told). */
  placeholders?: readonly string[];
};

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A message template: its input, a button per placeholder that inserts it where the cursor was
 * (keyboard users reach the buttons by Tab; the input keeps its selection meanwhile), and a reset
 * to Rollcall's text in its language.
 */
export function TemplateField<Values extends FieldValues>(props: TemplateFieldProps<Values>) {
  const { t } = useTranslation('settings');
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const inputRef = useRef<TextElement>(null);
  const ref = useMergedRef(inputRef, field.ref);
  // Where the caret goes once the inserted text has been rendered.
  const pendingCaret = useRef<number | null>(null);
  const text = typeof field.value === 'string' ? field.value : '';
  const change = (next: string) => {
    if (fieldState.error) props.clearErrors(props.name);
    field.onChange(next);
  };

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const element = inputRef.current;
    if (caret === null || !element) return;
    pendingCaret.current = null;
    element.focus();
    element.setSelectionRange(caret, caret);
  }, [text]);

  const insert = (placeholder: string) => {
    const token = `{${placeholder}}`;
    const element = inputRef.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    pendingCaret.current = start + token.length;
    change(text.slice(0, start) + token + text.slice(end));
  };

  const inputProps = {
    name: field.name,
    value: text,
    onChange: (event: { currentTarget: { value: string } }) => change(event.currentTarget.value),
    onBlur: field.onBlur,
    label: props.label,
    description: props.description,
    error: fieldState.error?.message,
    lang: props.lang,
  };

  return (
    <div>
      {props.isMultiline ? (
        <Textarea
          {...inputProps}
          ref={ref}
          autosize
          minRows={4}
          maxRows={12}
          styles={{ input: { fontFamily: 'inherit' } }}
        />
      ) : (
        <TextInput {...inputProps} ref={ref} />
      )}
      <Group gap={6} mt={6} wrap="wrap" justify="space-between">
        <Group gap={6} wrap="wrap">
          <Text size="xs" c="dimmed" component="span">
            {t('template.insert')}
          </Text>
          {(props.placeholders ?? TEMPLATE_PLACEHOLDERS).map((placeholder) => (
            <Button
              key={placeholder}
              size="compact-xs"
              variant="light"
              ff="monospace"
              aria-label={t('template.insertLabel', {
                placeholder: `{${placeholder}}`,
                field: props.label,
              })}
              onClick={() => insert(placeholder)}
            >
              {`{${placeholder}}`}
            </Button>
          ))}
        </Group>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconRestore size={14} aria-hidden />}
          disabled={text === props.defaultText}
          aria-label={t('template.resetLabel', { field: props.label })}
          onClick={() => change(props.defaultText)}
        >
          {t('template.reset')}
        </Button>
      </Group>
    </div>
  );
}
