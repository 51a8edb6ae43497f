import { notifications } from '@mantine/notifications';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { ABSENTEE_TOAST_MS } from '@/config/screen-constants';

/** Spec §2 and §9: every toast on the absentee screen hides after 5 seconds. */
const options = { autoClose: ABSENTEE_TOAST_MS };

export const absenteeToast = {
  success: (message: string) => notifySuccess(message, options),
  warning: (message: string) =>
    notifications.show({ color: 'yellow', title: 'Warning', message, ...options }),
  info: (message: string) =>
    notifications.show({ color: 'blue', title: 'Info', message, ...options }),
  /** The spec's fallback text always shows; the server's reason, when it has one, with it. */
  failure: (fallback: string, error: unknown) => {
    const reason = errorMessage(error, fallback);
    const isSame = reason.startsWith(fallback);
    notifyError(reason, { ...options, title: isSame ? 'Error' : fallback });
  },
};
