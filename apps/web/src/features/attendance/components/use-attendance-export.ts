import { ATTENDANCE_MAX_LIMIT } from '@rollcall/contract/attendance';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { schoolToday } from '@/lib/school-time';
import { currentLanguage } from '@/i18n/language';
import { errorMessage } from '@/lib/api-error';
import { exportAttendanceExcel } from '../api/export-attendance-excel';
import { getAttendanceQueryOptions, type AttendanceListParams } from '../api/get-attendance';
import { buildAttendanceCsv } from '../utils/attendance-csv';
import { downloadBlob } from '@/lib/download-file';

type ExportFilters = Pick<AttendanceListParams, 'studentId' | 'startDate' | 'endDate'>;

/** CSV built in the browser from the current filters; Excel made by the server. */
export function useAttendanceExport(filters: ExportFilters, timezone: string) {
  const { t } = useTranslation('attendance');
  const queryClient = useQueryClient();
  const [isExportingCsv, setIsExportingCsv] = useState(false);
  const [isExportingExcel, setIsExportingExcel] = useState(false);

  const exportCsv = async () => {
    setIsExportingCsv(true);
    try {
      const { attendance } = await queryClient.fetchQuery(
        getAttendanceQueryOptions({ ...filters, page: 1, limit: ATTENDANCE_MAX_LIMIT }),
      );
      const csv = buildAttendanceCsv(attendance, timezone, currentLanguage());
      const fileName = `attendance-${schoolToday(timezone)}.csv`;
      downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
      notifySuccess(t('toolbar.exported', { count: attendance.length, fileName }));
    } catch (error) {
      notifyError(errorMessage(error, t('toolbar.exportFailed')));
    } finally {
      setIsExportingCsv(false);
    }
  };

  const exportExcel = async () => {
    setIsExportingExcel(true);
    try {
      const { blob, fileName } = await exportAttendanceExcel(filters);
      downloadBlob(blob, fileName);
    } catch (error) {
      notifyError(errorMessage(error, t('toolbar.exportFailed')));
    } finally {
      setIsExportingExcel(false);
    }
  };

  return {
    isExportingCsv,
    isExportingExcel,
    exportCsv: () => void exportCsv(),
    exportExcel: () => void exportExcel(),
  };
}
