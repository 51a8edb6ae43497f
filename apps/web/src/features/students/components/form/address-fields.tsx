import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { fieldProps, type StudentFormApi } from './field-props';

export function AddressFields({ form }: { form: StudentFormApi }) {
  const field = (name: Parameters<typeof fieldProps>[1]) => fieldProps(form, name);
  return (
    <Fieldset legend="Address Information">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label="Street Address"
          autoComplete="off"
          style={{ gridColumn: '1 / -1' }}
          {...field('address.street')}
        />
        <TextInput label="City" autoComplete="off" {...field('address.city')} />
        <TextInput label="State" autoComplete="off" {...field('address.state')} />
        <TextInput label="ZIP Code" autoComplete="off" {...field('address.zipCode')} />
        <TextInput label="Country" autoComplete="off" {...field('address.country')} />
      </SimpleGrid>
    </Fieldset>
  );
}
