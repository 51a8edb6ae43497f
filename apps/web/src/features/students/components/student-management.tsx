import { Button, Center, Group, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { STUDENTS_PAGE_SIZE, type Student } from '@rollcall/contract/students';
import { IconFileImport, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar, useStepBackPastEnd } from '@/components/ui/pagination-bar';
import { formatNumber } from '@/lib/school-time';
import { useStudents } from '../api/get-students';
import { ArchivedStudents } from './archived/archived-students';
import { StudentCalendarModal } from './calendar/student-calendar-modal';
import { StudentFormModal, type StudentFormTarget } from './form/student-form-modal';
import { StudentIdCardModal } from './id-card/student-id-card-modal';
import { ImportStudentsModal } from './import/import-students-modal';
import { StudentsEmptyState } from './list/students-empty-state';
import { NO_FILTERS, StudentsFilters, type StudentsFilterValues } from './list/students-filters';
import { StudentsTable } from './list/students-table';
import { useActionParam } from './list/use-action-param';
import { useDeleteStudentAction } from './list/use-delete-student-action';
import { useExportStudentData } from './list/use-export-student-data';
import { HeldImportNotice } from './roster-hold/held-import-notice';

const SEARCH_DEBOUNCE_MS = 300;

/** Teachers read everything here; only admins (canManage) add, edit, delete and import. */
export function StudentManagement({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation(['students', 'common']);
  const [filters, setFilters] = useState<StudentsFilterValues>(NO_FILTERS);
  const [search] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [formTarget, setFormTarget] = useState<StudentFormTarget>(null);
  const [cardStudent, setCardStudent] = useState<Student | null>(null);
  const [calendarStudent, setCalendarStudent] = useState<Student | null>(null);
  const [isImportOpen, importModal] = useDisclosure(false);
  // Admins also see the archived students, apart from the current ones (issue 27).
  const [view, setView] = useState<'current' | 'archived'>('current');
  const { onDelete, busyStudentId } = useDeleteStudentAction();
  const { exportingStudentId, exportData } = useExportStudentData();
  const openAddForm = () => setFormTarget(canManage ? { mode: 'create' } : null);
  useActionParam('add', openAddForm);
  useActionParam('import', () => {
    if (canManage) importModal.open();
  });

  const studentsQuery = useStudents({
    page,
    limit: STUDENTS_PAGE_SIZE,
    search,
    class: filters.class,
    section: filters.section,
    isActive: filters.isActive,
    sortBy: 'lastName',
    sortOrder: 'asc',
  });
  const pagination = studentsQuery.data?.pagination;
  // A failed load shows the error, not stale rows.
  const students = studentsQuery.isError ? [] : (studentsQuery.data?.students ?? []);
  const isFiltered = search !== '' || Boolean(filters.class ?? filters.section ?? filters.isActive);

  useStepBackPastEnd(page, pagination, setPage);

  const changeFilters = (change: Partial<StudentsFilterValues>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const addButton = (
    <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={openAddForm}>
      {t('common:addNewStudent')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          canManage ? (
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconFileImport size={18} aria-hidden />}
                onClick={importModal.open}
              >
                {t('page.importCsv')}
              </Button>
              {addButton}
            </Group>
          ) : null
        }
      />
      {canManage ? <HeldImportNotice /> : null}
      {canManage ? (
        <SegmentedControl
          mb="md"
          aria-label={t('privacy.view')}
          value={view}
          onChange={(value) => setView(value === 'archived' ? 'archived' : 'current')}
          data={[
            { value: 'current', label: t('privacy.currentView') },
            { value: 'archived', label: t('privacy.archivedLabel') },
          ]}
        />
      ) : null}
      {view === 'archived' ? <ArchivedStudents /> : null}
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        display={view === 'archived' ? 'none' : undefined}
      >
        <Stack gap="md">
          <Title order={3} size="h4">
            {t('page.allStudents', { total: formatNumber(pagination?.totalStudents ?? 0) })}
          </Title>
          <StudentsFilters values={filters} onChange={changeFilters} />
          {studentsQuery.isPending ? (
            <Center py="xl">
              <Loading label={t('page.loading')} />
            </Center>
          ) : null}
          {studentsQuery.isError ? (
            <LoadFailedAlert
              title={t('page.fetchFailed')}
              error={studentsQuery.error}
              isRetrying={studentsQuery.isFetching}
              onRetry={() => void studentsQuery.refetch()}
            />
          ) : null}
          {studentsQuery.isSuccess && students.length === 0 ? (
            <StudentsEmptyState
              isFiltered={isFiltered}
              canManage={canManage}
              onAdd={openAddForm}
              onClearFilters={() => changeFilters(NO_FILTERS)}
            />
          ) : null}
          {students.length > 0 ? (
            <StudentsTable
              students={students}
              canManage={canManage}
              busyStudentId={busyStudentId}
              onPrintId={setCardStudent}
              onCalendar={setCalendarStudent}
              onEdit={(student) => setFormTarget({ mode: 'edit', student })}
              onDelete={onDelete}
              onExport={(student) => exportData(student._id)}
              exportingStudentId={exportingStudentId}
            />
          ) : null}
          {pagination ? (
            <PaginationBar
              pagination={pagination}
              pageSize={STUDENTS_PAGE_SIZE}
              onPageChange={setPage}
            />
          ) : null}
        </Stack>
      </Paper>
      <StudentFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <StudentIdCardModal
        student={cardStudent}
        canManage={canManage}
        onClose={() => setCardStudent(null)}
      />
      <StudentCalendarModal student={calendarStudent} onClose={() => setCalendarStudent(null)} />
      {canManage ? <ImportStudentsModal opened={isImportOpen} onClose={importModal.close} /> : null}
    </>
  );
}
