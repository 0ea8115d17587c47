// The message to show for a failed call, apart from the notification helpers so screens that only word an error
// (the login page) do not load the notification system.
import { t } from '../i18n/translate';
export const defaultErrorMessage = 'Action failed';

/** The message to show for a failed call: the server's message when there is one, else the SPEC default. */
export function errorMessage(error: unknown, fallback: string = t('common.actionFailed')): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
