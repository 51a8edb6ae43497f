import {
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CreateReportBodySchema,
  DEFAULT_TREND_WINDOW_DAYS,
  REPORT_FORMATS,
  REPORT_TYPES,
  type CreateReportBody,
  type ReportFormat,
  type ReportType,
} from '@rollcall/contract/reports';
import { textKey } from '@rollcall/contract/i18n/text-key';
import dayjs from 'dayjs';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formResolver } from '@/lib/form-resolver';
import { ReportSchoolsField } from './report-schools-field';
import { useReportLabels } from './use-report-labels';

export type NewReportValues = {
  type: ReportType;
  format: ReportFormat;
  startDate: string;
  endDate: string;
  /** '' for every class / section. */
  class: string;
  section: string;
  /** The acting school, every school, or those in `schoolIds` (district administrators). */
  schools: 'school' | 'all' | 'chosen';
  schoolIds: string[];
};

const FIELD_NAMES: readonly Path<NewReportValues>[] = [
  'type',
  'format',
  'startDate',
  'endDate',
  'class',
  'section',
  'schools',
];

const schoolsOf = (values: NewReportValues) => {
  if (values.schools === 'all') return 'all';
  return values.schools === 'chosen' ? values.schoolIds : undefined;
};

/**
 * The contract's body schema, fed the form's strings: an empty class or section means all of them,
 * an empty date the server's default (the last 30 days).
 * The order of the dates is checked here too, so the message shows before anything is sent.
 */
const NewReportFormSchema = z
  .preprocess((input) => {
    const values = input as NewReportValues;
    return {
      ...values,
      startDate: values.startDate || undefined,
      endDate: values.endDate || undefined,
      class: values.class || undefined,
      section: values.section || undefined,
      schools: schoolsOf(values),
      schoolIds: undefined,
    };
  }, CreateReportBodySchema)
  .superRefine((body, context) => {
    if (Array.isArray(body.schools) && body.schools.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['schoolIds'],
        message: textKey('users.schoolsRequired'),
      });
    }
    if (body.startDate && body.endDate && body.endDate < body.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: textKey('common.dateRangeInvalid'),
      });
    }
  });

/** The last 30 days up to today at the school, every class. */
export const defaultNewReportValues = (today: string): NewReportValues => ({
  type: 'student-summary',
  format: 'pdf',
  startDate: dayjs(today)
    .subtract(DEFAULT_TREND_WINDOW_DAYS - 1, 'day')
    .format('YYYY-MM-DD'),
  endDate: today,
  class: '',
  section: '',
  schools: 'school',
  schoolIds: [],
});

type NewReportFormProps = {
  defaultValues: NewReportValues;
  today: string;
  isSaving: boolean;
  /** Resolves when the report is queued; rejects with the server's error. */
  onSubmit: (body: CreateReportBody) => Promise<unknown>;
  onCancel: () => void;
};

export function NewReportForm({
  defaultValues,
  today,
  isSaving,
  onSubmit,
  onCancel,
}: NewReportFormProps) {
  const { t } = useTranslation(['reports', 'common', 'contract']);
  const { t: tc } = useTranslation('contract');
  const { classData, sectionData } = useReportLabels();
  const typeData = REPORT_TYPES.map((value) => ({ value, label: tc(`reportTypes.${value}`) }));
  const formatData = REPORT_FORMATS.map((value) => ({
    value,
    label: tc(`reportFormats.${value}`),
  }));
  const form = useForm<NewReportValues, unknown, CreateReportBody>({
    resolver: formResolver<NewReportValues>()(NewReportFormSchema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const field = (name: Path<NewReportValues>) =>
    form.register(name, { onChange: () => form.clearErrors(name) });
  const type = useWatch({ control: form.control, name: 'type' });

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      applyFieldErrors(error, FIELD_NAMES, form.setError);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label={t('newReport.type')}
          data={typeData}
          error={errors.type?.message}
          {...field('type')}
        />
        <Text size="xs" c="dimmed" mt={-6}>
          {tc(`reportTypeDescriptions.${type}`)}
        </Text>
        <Controller
          control={form.control}
          name="format"
          render={({ field: { value, onChange } }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="new-report-format">
                {t('newReport.format')}
              </Text>
              <SegmentedControl
                data={formatData}
                value={value}
                onChange={(next) => onChange(next)}
                aria-labelledby="new-report-format"
                fullWidth
              />
            </Stack>
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={t('common:filters.startDate')}
            max={today}
            error={errors.startDate?.message}
            {...field('startDate')}
          />
          <TextInput
            type="date"
            label={t('common:filters.endDate')}
            max={today}
            error={errors.endDate?.message}
            {...field('endDate')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={t('contract:common.class')}
            data={classData}
            error={errors.class?.message}
            {...field('class')}
          />
          <NativeSelect
            label={t('common:fields.section')}
            data={sectionData}
            error={errors.section?.message}
            {...field('section')}
          />
        </SimpleGrid>
        <ReportSchoolsField
          control={form.control}
          register={form.register}
          error={errors.schoolIds?.message ?? errors.schools?.message}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t('newReport.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
