import { Center, NativeSelect } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { useAttendanceCalendar } from '@/lib/attendance-calendar';
import { AttendanceCalendar } from './attendance-calendar';

/**
 * A student's attendance calendar as a screen shows it: the current school year first, a choice
 * of the others they were enrolled in, and its loading and failure.
 */
export function StudentAttendanceCalendar({ studentId }: { studentId: string }) {
  const { t } = useTranslation('common');
  const [schoolYear, setSchoolYear] = useState<string | undefined>(undefined);
  const query = useAttendanceCalendar(studentId, schoolYear);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loading label={t('attendanceCalendar.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <LoadFailedAlert
        title={t('attendanceCalendar.loadFailed')}
        error={query.error}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const calendar = query.data;
  const years = calendar.schoolYears.includes(calendar.schoolYear.label)
    ? calendar.schoolYears
    : [calendar.schoolYear.label, ...calendar.schoolYears];
  return (
    <AttendanceCalendar
      calendar={calendar}
      controls={
        years.length > 1 ? (
          <NativeSelect
            label={t('fields.academicYear')}
            data={years}
            value={schoolYear ?? calendar.schoolYear.label}
            onChange={(event) => setSchoolYear(event.currentTarget.value)}
          />
        ) : null
      }
    />
  );
}
