import { notifications } from '@mantine/notifications';

export const SUCCESS_TOAST_MS = 3000;
export const ERROR_TOAST_MS = 4000;

type ToastOptions = { title?: string; autoClose?: number };

export function notifySuccess(message: string, options: ToastOptions = {}): void {
  notifications.show({
    color: 'green',
    title: options.title ?? 'Success',
    message,
    autoClose: options.autoClose ?? SUCCESS_TOAST_MS,
  });
}

export function notifyError(message: string, options: ToastOptions = {}): void {
  notifications.show({
    color: 'red',
    title: options.title ?? 'Error',
    message,
    autoClose: options.autoClose ?? ERROR_TOAST_MS,
  });
}
