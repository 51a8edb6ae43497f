import { Alert, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { CLASS_OPTIONS } from '@rollcall/contract/students';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { isCardClass } from '../api/get-card-students';
import { useClassDisplay } from './class-display';
import type { StudentSelection } from './use-student-selection';

type ContractT = TFunction<'contract'>;

/** Spec §8: what went wrong while loading the students, in the spec's words. */
function loadErrorText(tc: ContractT, error: Error, className: string | undefined): string {
  if (error instanceof ApiError && error.status === 401) return tc('idCards.sessionExpired');
  if (error instanceof ApiError && error.isNetworkError) return tc('idCards.cannotConnect');
  return className ? tc('idCards.classLoadFailed', { class: className }) : tc('idCards.loadFailed');
}

/** Spec §8: how many students the list holds, or why it is empty. */
function loadedText(tc: ContractT, count: number, className: string | undefined): string {
  if (className) {
    return count === 0
      ? tc('idCards.classEmpty', { class: className })
      : tc('idCards.loadedClassStudents', { count, class: className });
  }
  return count === 0 ? tc('idCards.noStudents') : tc('idCards.loadedStudents', { count });
}

/** Spec §2: the class filter (All Classes, "class (N students)") and the student dropdown. */
export function StudentSelectionPanel({ selection }: { selection: StudentSelection }) {
  const { t } = useTranslation('id-cards');
  const { t: tc } = useTranslation('contract');
  const classDisplay = useClassDisplay();
  const { cardClass, students, classes, selected } = selection;
  const className = cardClass ? classDisplay(cardClass) : undefined;
  const counts = new Map(classes.data?.classes.map((entry) => [entry._id, entry.count]));
  const classData = [
    { value: '', label: tc('idCards.allClasses') },
    ...CLASS_OPTIONS.map((value) => ({
      value,
      label: tc('idCards.classOption', {
        class: classDisplay(value),
        count: counts.get(value) ?? 0,
      }),
    })),
  ];
  const studentData = (students.data?.students ?? []).map((student) => ({
    value: student._id,
    label: `${student.firstName} ${student.lastName} (${student.class} ${student.section})`,
  }));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="selection-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="selection-title">
          {tc('idCards.studentSelection')}
        </Title>
        <Select
          label={tc('common.class')}
          data={classData}
          value={cardClass ?? ''}
          onChange={(value) =>
            selection.changeClass(value && isCardClass(value) ? value : undefined)
          }
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={tc('common.student')}
          placeholder={students.isPending ? t('selection.loading') : t('selection.choose')}
          data={studentData}
          value={selected?._id ?? null}
          // A long name is cut in the field: read whole on hover.
          title={studentData.find((option) => option.value === selected?._id)?.label}
          onChange={(value) => selection.choose(value)}
          searchable
          nothingFoundMessage={t('selection.nothingFound')}
          limit={200}
          disabled={students.isPending}
        />
        {students.error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {loadErrorText(tc, students.error, className)}
          </Alert>
        ) : students.data ? (
          <Text size="xs" c="dimmed" role="status">
            {loadedText(tc, students.data.students.length, className)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
