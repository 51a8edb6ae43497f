import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldProps, type StudentFormApi } from './field-props';

export function AddressFields({ form }: { form: StudentFormApi }) {
  const { t } = useTranslation(['students', 'common']);
  const field = (name: Parameters<typeof fieldProps>[1]) => fieldProps(form, name);
  return (
    <Fieldset legend={t('address.legend')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('address.street')}
          autoComplete="off"
          style={{ gridColumn: '1 / -1' }}
          {...field('address.street')}
        />
        <TextInput label={t('common:fields.city')} autoComplete="off" {...field('address.city')} />
        <TextInput
          label={t('common:fields.state')}
          autoComplete="off"
          {...field('address.state')}
        />
        <TextInput label={t('address.zipCode')} autoComplete="off" {...field('address.zipCode')} />
        <TextInput
          label={t('common:fields.country')}
          autoComplete="off"
          {...field('address.country')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
