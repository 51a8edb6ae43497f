import { notifications } from '@mantine/notifications';
import { i18n } from '@/i18n/i18n';

export const SUCCESS_TOAST_MS = 3000;
export const ERROR_TOAST_MS = 4000;

type ToastOptions = { title?: string; autoClose?: number };

export function notifySuccess(message: string, options: ToastOptions = {}): void {
  notifications.show({
    color: 'green',
    title: options.title ?? i18n.t('toast.success'),
    message,
    autoClose: options.autoClose ?? SUCCESS_TOAST_MS,
    // Polite: a screen reader finishes what it is saying first (Mantine's default is an alert).
    role: 'status',
  });
}

export function notifyError(message: string, options: ToastOptions = {}): void {
  notifications.show({
    color: 'red',
    title: options.title ?? i18n.t('toast.error'),
    message,
    autoClose: options.autoClose ?? ERROR_TOAST_MS,
    // Assertive: a failure is said at once.
    role: 'alert',
  });
}
