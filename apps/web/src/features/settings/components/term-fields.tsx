import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { SETTINGS_LIMITS } from '@rollcall/contract/settings';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GeneralForm } from './general-settings-values';

/** The academic year's terms or semesters: a row each (name, dates), added and removed freely. */
export function TermFields({ form }: { form: GeneralForm }) {
  const { t } = useTranslation(['settings', 'common']);
  const terms = useFieldArray({ control: form.control, name: 'academicYear.terms' });
  const errors = form.formState.errors.academicYear?.terms;
  const canAdd = terms.fields.length < SETTINGS_LIMITS.terms.max;

  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500}>
          {t('common:fields.terms')}
        </Text>
        <Text size="xs" c="dimmed">
          {terms.fields.length ? t('terms.hint') : t('terms.none')}
        </Text>
      </div>
      {terms.fields.map((term, index) => {
        const legend = t('terms.legend', { number: index + 1 });
        const termErrors = errors?.[index];
        return (
          <Fieldset key={term.id} legend={legend} p="sm" pt={4}>
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ flex: 1 }}>
                <TextInput
                  label={t('common:fields.name')}
                  placeholder={t('terms.namePlaceholder')}
                  {...form.register(`academicYear.terms.${index}.name`)}
                  error={termErrors?.name?.message}
                />
                <TextInput
                  type="date"
                  label={t('common:fields.startDate')}
                  {...form.register(`academicYear.terms.${index}.startDate`)}
                  error={termErrors?.startDate?.message}
                />
                <TextInput
                  type="date"
                  label={t('common:fields.endDate')}
                  {...form.register(`academicYear.terms.${index}.endDate`)}
                  error={termErrors?.endDate?.message}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={24}
                aria-label={t('terms.remove', { term: legend })}
                onClick={() => terms.remove(index)}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Fieldset>
        );
      })}
      {errors?.root?.message || errors?.message ? (
        <Text size="sm" c="red" role="alert">
          {errors.root?.message ?? errors.message}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={!canAdd}
          onClick={() =>
            terms.append({
              name: t('terms.legend', { number: terms.fields.length + 1 }),
              startDate: '',
              endDate: '',
            })
          }
        >
          {t('terms.add')}
        </Button>
      </Group>
    </Stack>
  );
}
