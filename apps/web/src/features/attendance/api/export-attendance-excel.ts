import { attendanceApi } from '@rollcall/contract/attendance';
import { apiClient } from '@/lib/api-client';

export type ExcelExportParams = { startDate: string | undefined; endDate: string | undefined };

/** The server's Excel workbook of the records in the date range, with the name it chose. */
export const exportAttendanceExcel = ({ startDate, endDate }: ExcelExportParams) =>
  apiClient.download(attendanceApi.export, { query: { format: 'excel', startDate, endDate } });
