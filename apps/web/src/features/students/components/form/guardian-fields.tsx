import { Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { LANGUAGES } from '@rollcall/contract/languages';
import { GUARDIAN_RELATIONS } from '@rollcall/contract/students';
import { useTranslation } from 'react-i18next';
import { fieldProps, type StudentFormApi } from './field-props';
import { DescribedCheckbox } from '@/components/ui/described-inline-input';

export function GuardianFields({ form }: { form: StudentFormApi }) {
  const { t } = useTranslation(['students', 'common']);
  const { t: tc } = useTranslation('contract');
  const field = (name: Parameters<typeof fieldProps>[1]) => fieldProps(form, name);
  // Each language named in the screens' language, as System Settings' Default Language names
  // them; empty: messages follow the school's default language (System Settings → General).
  const languageSelect = [
    { value: '', label: t('guardian.schoolDefault') },
    ...LANGUAGES.map((value) => ({ value, label: tc(`languages.${value}`) })),
  ];
  const relationSelect = GUARDIAN_RELATIONS.map((value) => ({
    value,
    label: t(`common:guardianRelations.${value}`),
  }));
  return (
    <Fieldset legend={t('guardian.legend')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('guardian.name')}
          required
          autoComplete="off"
          {...field('guardianName')}
        />
        <NativeSelect
          label={t('guardian.relation')}
          data={relationSelect}
          {...field('guardianRelation')}
        />
        <TextInput
          label={t('guardian.phone')}
          type="tel"
          required
          autoComplete="off"
          {...field('guardianPhone')}
        />
        <TextInput
          label={t('guardian.email')}
          type="email"
          autoComplete="off"
          {...field('guardianEmail')}
        />
        <NativeSelect
          label={t('guardian.language')}
          description={t('guardian.languageHelp')}
          data={languageSelect}
          {...field('guardianLanguage')}
        />
        <DescribedCheckbox
          label={t('guardian.nudgeOptOut')}
          description={t('guardian.nudgeOptOutHelp')}
          mt={{ base: 0, sm: 'lg' }}
          {...form.register('nudgeOptOut')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
