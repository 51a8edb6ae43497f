import { Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { GUARDIAN_RELATIONS } from '@rollcall/contract/students';
import { fieldProps, type StudentFormApi } from './field-props';

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
      </SimpleGrid>
    </Fieldset>
  );
}
