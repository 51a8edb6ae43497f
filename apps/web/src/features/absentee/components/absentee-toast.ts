import { notifications } from '@mantine/notifications';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { i18n } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-error';
import { ABSENTEE_TOAST_MS } from '@/config/screen-constants';

/** Spec §2 and §9: every toast on the absentee screen hides after 5 seconds. */
const options = { autoClose: ABSENTEE_TOAST_MS };

export const absenteeToast = {
  success: (message: string) => notifySuccess(message, options),
  warning: (message: string) =>
    notifications.show({ color: 'yellow', title: i18n.t('toast.warning'), message, ...options }),
  // Polite, as a success is: it follows one (what was not sent again), and an alert would cut it off.
  info: (message: string) =>
    notifications.show({
      color: 'blue',
      title: i18n.t('toast.info'),
      message,
      role: 'status',
      ...options,
    }),
  /**
   * The spec's fallback text (the contract's `absentee.<failed>`) always shows, in the screens'
   * language; the server's reason, when it has one, with it.
   */
  failure: (
    failed: 'loadFailed' | 'manualCheckFailed' | 'testFailed' | 'sendFailed',
    error: unknown,
  ) => {
    const fallback = i18n.t(`contract:absentee.${failed}`);
    const reason = errorMessage(error, fallback);
    const isSame = reason.startsWith(fallback);
    notifyError(reason, { ...options, title: isSame ? i18n.t('toast.error') : fallback });
  },
};
