import { systemApi } from '@rollcall/contract/system';
import { apiClient } from '@/lib/api-client';

/** One file with every table of the school's data, a format version and a checksum. */
export const downloadBackup = () => apiClient.download(systemApi.backup);
