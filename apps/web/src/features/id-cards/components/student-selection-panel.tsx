import { Alert, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { ID_CARD_MESSAGES as M } from '@rollcall/contract/id-cards';
import { CLASS_OPTIONS } from '@rollcall/contract/students';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '@/lib/api-error';
import { isCardClass, type CardClass } from '../api/get-card-students';
import { classDisplay } from './class-display';
import type { StudentSelection } from './use-student-selection';

/** Spec §8: what went wrong while loading the students, in the spec's words. */
function loadErrorText(error: Error, cardClass: CardClass | undefined): string {
  if (error instanceof ApiError && error.status === 401) return M.sessionExpired;
  if (error instanceof ApiError && error.isNetworkError) return M.cannotConnect;
  return cardClass ? M.classLoadFailed(classDisplay(cardClass)) : M.loadFailed;
}

/** Spec §8: how many students the list holds, or why it is empty. */
function loadedText(count: number, cardClass: CardClass | undefined): string {
  if (cardClass) {
    const name = classDisplay(cardClass);
    return count === 0 ? M.classEmpty(name) : M.loadedClassStudents(count, name);
  }
  return count === 0 ? M.noStudents : M.loadedStudents(count);
}

/** Spec §2: the class filter (All Classes, "class (N students)") and the student dropdown. */
export function StudentSelectionPanel({ selection }: { selection: StudentSelection }) {
  const { cardClass, students, classes, selected } = selection;
  const counts = new Map(classes.data?.classes.map((entry) => [entry._id, entry.count]));
  const classData = [
    { value: '', label: M.allClasses },
    ...CLASS_OPTIONS.map((value) => ({
      value,
      label: M.classOption(classDisplay(value), counts.get(value) ?? 0),
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
          {M.studentSelection}
        </Title>
        <Select
          label={M.class}
          data={classData}
          value={cardClass ?? ''}
          onChange={(value) =>
            selection.changeClass(value && isCardClass(value) ? value : undefined)
          }
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={M.student}
          placeholder={students.isPending ? 'Loading students…' : 'Choose a student'}
          data={studentData}
          value={selected?._id ?? null}
          onChange={(value) => selection.choose(value)}
          searchable
          nothingFoundMessage="No student matches"
          limit={200}
          disabled={students.isPending}
        />
        {students.error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {loadErrorText(students.error, cardClass)}
          </Alert>
        ) : students.data ? (
          <Text size="xs" c="dimmed" role="status">
            {loadedText(students.data.students.length, cardClass)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
