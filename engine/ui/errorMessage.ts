// The message to show for a failed call, apart from the notification helpers so screens that only word an error do
// not load the notification system.
import { t } from '../i18n/translate';
import { errorText } from './errorText';
export const defaultErrorMessage = 'Action failed';

/** The message to show for a failed call: the server's message when there is one, else the SPEC default. */
export function errorMessage(error: unknown, fallback: string = t('common.actionFailed')): string {
  return errorText(error, fallback);
}
