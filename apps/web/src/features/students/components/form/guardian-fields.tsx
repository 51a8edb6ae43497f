import { Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { LANGUAGE_LABELS, LANGUAGE_NAMES, LANGUAGES } from '@rollcall/contract/languages';
import { GUARDIAN_RELATIONS } from '@rollcall/contract/students';
import { fieldProps, type StudentFormApi } from './field-props';

/** Empty: messages follow the school's default language (System Settings → General). */
const LANGUAGE_SELECT = [
  { value: '', label: "School's default language" },
  ...LANGUAGES.map((value) => ({
    value,
    label:
      LANGUAGE_NAMES[value] === LANGUAGE_LABELS[value]
        ? LANGUAGE_NAMES[value]
        : `${LANGUAGE_NAMES[value]} (${LANGUAGE_LABELS[value]})`,
  })),
];

const RELATION_SELECT = GUARDIAN_RELATIONS.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

export function GuardianFields({ form }: { form: StudentFormApi }) {
  const field = (name: Parameters<typeof fieldProps>[1]) => fieldProps(form, name);
  return (
    <Fieldset legend="Guardian/Parent Information">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput label="Guardian Name" required autoComplete="off" {...field('guardianName')} />
        <NativeSelect label="Relationship" data={RELATION_SELECT} {...field('guardianRelation')} />
        <TextInput
          label="Guardian Phone"
          type="tel"
          required
          autoComplete="off"
          {...field('guardianPhone')}
        />
        <TextInput
          label="Guardian Email"
          type="email"
          autoComplete="off"
          {...field('guardianEmail')}
        />
        <NativeSelect
          label="Guardian's Language"
          description="Absence e-mails and SMS go out in this language"
          data={LANGUAGE_SELECT}
          {...field('guardianLanguage')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
