import { Alert, Paper, Stack } from '@mantine/core';
import { ATTENDANCE_PAGE_SIZE, type AttendanceRecord } from '@rollcall/contract/attendance';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSchoolClock, schoolToday } from '@/lib/school-time';
import { PaginationBar, useStepBackPastEnd } from '@/components/ui/pagination-bar';
import { errorMessage } from '@/lib/api-error';
import { useAttendance } from '../api/get-attendance';
import { useStudentOptions, type StudentOption } from '../api/get-student-options';
import { AttendanceEditModal } from './attendance-edit-modal';
import { AttendanceDeleteModal } from './attendance-delete-modal';
import { ALL_STUDENTS, AttendanceFilters, type AttendanceFilterValues } from './attendance-filters';
import { AttendanceTable } from './attendance-table';
import { AttendanceToolbar } from './attendance-toolbar';
import { useAttendanceExport } from './use-attendance-export';
import { AUTO_REFRESH_SECONDS } from '@/config/screen-constants';

type AttendanceRecordsProps = {
  timezone: string;
  canEdit: boolean;
  /** Filters a link opened the screen with (a student's records from the reports screen). */
  initialFilters?: Partial<AttendanceFilterValues>;
};

/**
 * A student a link chose may be missing from the options (only the first 1,000 active students are
 * listed): it is added, named from its records, so that the Student filter never shows blank.
 */
function withLinkedStudent(
  options: StudentOption[],
  studentId: string,
  records: AttendanceRecord[],
  selectedLabel: string,
): StudentOption[] {
  if (studentId === ALL_STUDENTS || options.some((option) => option.value === studentId)) {
    return options;
  }
  const student = records.find((record) => record.student._id === studentId)?.student;
  const label = student
    ? `${student.firstName} ${student.lastName} (${student.studentId})`
    : selectedLabel;
  return [{ value: studentId, label }, ...options];
}

const defaultFilters = (timezone: string): AttendanceFilterValues => ({
  studentId: ALL_STUDENTS,
  startDate: schoolToday(timezone),
  endDate: schoolToday(timezone),
});

export function AttendanceRecords({ timezone, canEdit, initialFilters }: AttendanceRecordsProps) {
  const [filters, setFilters] = useState(() => ({
    ...defaultFilters(timezone),
    ...initialFilters,
  }));
  const { t } = useTranslation(['attendance', 'common']);
  const { t: tc } = useTranslation('contract');
  const [page, setPage] = useState(1);
  const [isAutoRefresh, setIsAutoRefresh] = useState(true);
  const [editing, setEditing] = useState<AttendanceRecord | null>(null);
  const [deleting, setDeleting] = useState<AttendanceRecord | null>(null);
  const studentOptions = useStudentOptions();

  const listFilters = {
    studentId: filters.studentId === ALL_STUDENTS ? undefined : filters.studentId,
    startDate: filters.startDate || undefined,
    endDate: filters.endDate || undefined,
  };
  const query = useAttendance(
    { ...listFilters, page, limit: ATTENDANCE_PAGE_SIZE },
    { refetchInterval: isAutoRefresh ? AUTO_REFRESH_SECONDS * 1000 : false },
  );
  // A failure empties the list and the pagination rather than showing stale rows.
  const records = query.isError ? [] : (query.data?.attendance ?? []);
  const pagination = query.isError ? undefined : query.data?.pagination;
  const exporter = useAttendanceExport(listFilters, timezone);

  useStepBackPastEnd(page, pagination, setPage);

  const changeFilters = (change: Partial<AttendanceFilterValues>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const isRangeInvalid =
    filters.startDate !== '' && filters.endDate !== '' && filters.endDate < filters.startDate;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <AttendanceToolbar
          isAutoRefresh={isAutoRefresh}
          onAutoRefreshChange={setIsAutoRefresh}
          lastUpdated={
            query.dataUpdatedAt ? formatSchoolClock(query.dataUpdatedAt, timezone) : undefined
          }
          isLoading={query.isFetching}
          onRefresh={() => void query.refetch()}
          hasRows={records.length > 0}
          isExportingCsv={exporter.isExportingCsv}
          onExportCsv={exporter.exportCsv}
          excelBlockedReason={listFilters.studentId ? t('toolbar.excelNote') : undefined}
          isExportingExcel={exporter.isExportingExcel}
          onExportExcel={exporter.exportExcel}
        />
        <AttendanceFilters
          values={filters}
          students={withLinkedStudent(
            studentOptions.data ?? [],
            filters.studentId,
            records,
            t('page.selectedStudent'),
          )}
          isLoadingStudents={studentOptions.isPending}
          endDateError={isRangeInvalid ? tc('common.dateRangeInvalid') : undefined}
          onChange={changeFilters}
          onClear={() => changeFilters(defaultFilters(timezone))}
        />
        {studentOptions.isError ? (
          <Alert color="orange" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {/* Spec §8: the student list (the screen's initial data) could not be loaded. */}
            {t('page.initialLoadFailed')}
          </Alert>
        ) : null}
        {query.isError ? (
          <Alert
            color="red"
            variant="light"
            title={t('common:loadError')}
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
          >
            {errorMessage(query.error, tc('attendance.fetchFailed'))}
          </Alert>
        ) : null}
        <AttendanceTable
          records={records}
          isLoading={query.isPending}
          timezone={timezone}
          canEdit={canEdit}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
        {pagination ? (
          <PaginationBar
            pagination={pagination}
            pageSize={ATTENDANCE_PAGE_SIZE}
            onPageChange={setPage}
          />
        ) : null}
      </Stack>
      {canEdit ? (
        <>
          <AttendanceEditModal record={editing} onClose={() => setEditing(null)} />
          <AttendanceDeleteModal record={deleting} onClose={() => setDeleting(null)} />
        </>
      ) : null}
    </Paper>
  );
}
