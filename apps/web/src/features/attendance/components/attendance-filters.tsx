import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StudentOption } from '../api/get-student-options';

export const ALL_STUDENTS = 'all';

export type AttendanceFilterValues = {
  /** A student's record id, or ALL_STUDENTS. */
  studentId: string;
  startDate: string;
  endDate: string;
};

type AttendanceFiltersProps = {
  values: AttendanceFilterValues;
  students: StudentOption[];
  isLoadingStudents: boolean;
  endDateError: string | undefined;
  onChange: (change: Partial<AttendanceFilterValues>) => void;
  onClear: () => void;
};

const FIELD_WIDTH = { base: '100%', sm: 180 };

export function AttendanceFilters(props: AttendanceFiltersProps) {
  const { values, students, onChange } = props;
  const { t } = useTranslation(['attendance', 'contract', 'common']);
  const options = [{ value: ALL_STUDENTS, label: t('filters.allStudents') }, ...students];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('contract:common.student')}
        data={options}
        value={values.studentId}
        // A long name is cut in the field: read whole on hover.
        title={options.find((option) => option.value === values.studentId)?.label}
        onChange={(value) => onChange({ studentId: value ?? ALL_STUDENTS })}
        searchable
        nothingFoundMessage={t('filters.noMatch')}
        limit={100}
        disabled={props.isLoadingStudents && students.length === 0}
        style={{ flex: '1 1 260px' }}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        type="date"
        label={t('common:filters.startDate')}
        value={values.startDate}
        max={values.endDate || undefined}
        onChange={(event) => onChange({ startDate: event.currentTarget.value })}
        w={FIELD_WIDTH}
      />
      <TextInput
        type="date"
        label={t('common:filters.endDate')}
        value={values.endDate}
        min={values.startDate || undefined}
        error={props.endDateError}
        onChange={(event) => onChange({ endDate: event.currentTarget.value })}
        w={FIELD_WIDTH}
      />
      <Button
        variant="default"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        onClick={props.onClear}
      >
        {t('common:filters.clear')}
      </Button>
    </Group>
  );
}
