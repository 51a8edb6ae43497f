import { useState } from 'react';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { downloadBlob } from '@/lib/download-file';

type FileDownloadOptions = {
  /** The toast once the browser has the file. */
  savedMessage: (fileName: string) => string;
  /** The toast when the server gave no reason. */
  failedMessage: string;
};

/**
 * A file the server makes, handed to the browser, with a busy state and toasts. `download`'s
 * arguments go to `fetchFile` (a row's id) and are `downloading` while it runs, so a list can show
 * which row is busy.
 */
export function useFileDownload<Args extends unknown[] = []>(
  fetchFile: (...args: Args) => Promise<{ blob: Blob; fileName: string }>,
  options: FileDownloadOptions,
) {
  const [downloading, setDownloading] = useState<Args | undefined>(undefined);
  const download = async (args: Args) => {
    setDownloading(args);
    try {
      const { blob, fileName } = await fetchFile(...args);
      downloadBlob(blob, fileName);
      notifySuccess(options.savedMessage(fileName));
    } catch (error) {
      notifyError(errorMessage(error, options.failedMessage));
    } finally {
      setDownloading(undefined);
    }
  };
  return {
    isDownloading: downloading !== undefined,
    downloading,
    download: (...args: Args) => void download(args),
  };
}
