// Notification helpers with the SPEC §8 defaults: positive (green) 'Action was successful', negative (red)
// 'Action failed'.
import { notifications } from '@mantine/notifications';
import { defaultErrorMessage } from './errorMessage';
import { t } from '../i18n/translate';

export const defaultSuccessMessage = 'Action was successful';
export { defaultErrorMessage };

export function notifySuccess(message: string = t('common.actionSuccessful')): void {
  notifications.show({ message, color: 'green', withBorder: true });
}

export function notifyError(message: string = t('common.actionFailed')): void {
  notifications.show({ message, color: 'red', withBorder: true, autoClose: 8000 });
}

export { errorMessage } from './errorMessage';
