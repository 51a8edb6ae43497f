import { systemApi } from '@rollcall/contract/system';
import { apiClient } from '@/lib/api-client';

/** Every student as CSV, made by the server. */
export const exportStudentsCsv = () => apiClient.download(systemApi.exportStudents);
