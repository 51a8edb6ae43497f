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

/** A file the server makes, handed to the browser, with a busy state and toasts. */
export function useFileDownload(
  fetchFile: () => Promise<{ blob: Blob; fileName: string }>,
  options: FileDownloadOptions,
) {
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    try {
      const { blob, fileName } = await fetchFile();
      downloadBlob(blob, fileName);
      notifySuccess(options.savedMessage(fileName));
    } catch (error) {
      notifyError(errorMessage(error, options.failedMessage));
    } finally {
      setIsDownloading(false);
    }
  };
  return { isDownloading, download: () => void download() };
}
