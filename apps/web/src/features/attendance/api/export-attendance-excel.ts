import { MeResponseSchema } from '@rollcall/contract/auth';
import { ErrorBodySchema } from '@rollcall/contract/errors';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { getAccessToken } from '@/lib/tokens';

export const EXPORT_FAILED_MESSAGE = 'Failed to export attendance data';

export type ExcelExportParams = { startDate: string | undefined; endDate: string | undefined };

function exportUrl(params: ExcelExportParams): string {
  const query = new URLSearchParams({ format: 'excel' });
  if (params.startDate) query.set('startDate', params.startDate);
  if (params.endDate) query.set('endDate', params.endDate);
  return `/api/attendance/export?${query.toString()}`;
}

const fetchExport = (url: string) => {
  const token = getAccessToken();
  return fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
};

/** The file name the server chose (Content-Disposition), or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads GET /attendance/export?format=excel as a blob. The API client reads JSON only, so this
 * one call goes through fetch; an expired token is refreshed by one cheap API-client call first.
 */
export async function exportAttendanceExcel(
  params: ExcelExportParams,
): Promise<{ blob: Blob; fileName: string }> {
  const url = exportUrl(params);
  let response = await fetchExport(url).catch(() => undefined);
  if (response?.status === 401) {
    await apiClient.get('/auth/me', MeResponseSchema);
    response = await fetchExport(url).catch(() => undefined);
  }
  if (!response) throw new ApiError(0, 'NETWORK_ERROR', EXPORT_FAILED_MESSAGE);
  if (!response.ok) {
    const parsed = ErrorBodySchema.safeParse(await response.json().catch(() => undefined));
    if (parsed.success) {
      const { code, message } = parsed.data.error;
      throw new ApiError(response.status, code, message);
    }
    throw new ApiError(response.status, 'UNEXPECTED_RESPONSE', EXPORT_FAILED_MESSAGE);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response, 'attendance-report.xlsx') };
}
