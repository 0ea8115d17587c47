// Notification helpers with the SPEC §8 defaults: positive (green) 'Action was successful', negative (red)
// 'Action failed'.
import { notifications } from '@mantine/notifications';

export const defaultSuccessMessage = 'Action was successful';
export const defaultErrorMessage = 'Action failed';

export function notifySuccess(message: string = defaultSuccessMessage): void {
  notifications.show({ message, color: 'green', withBorder: true });
}

export function notifyError(message: string = defaultErrorMessage): void {
  notifications.show({ message, color: 'red', withBorder: true, autoClose: 8000 });
}

/** The message to show for a failed call: the server's message when there is one, else the SPEC default. */
export function errorMessage(error: unknown, fallback: string = defaultErrorMessage): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
