// "Login as User" for the user dialog: replaces the session with the target user's and goes to '/' (SPEC §2, §4);
// a failure shows the red 'Error Logging in as User'.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError } from '../ui/notify';
import { loginAsUser } from './sessionService';
import { t } from '../i18n/translate';

export function useLoginAsUser(): (guid: string) => Promise<boolean> {
  const navigate = useNavigate();
  return useCallback(
    async (guid: string) => {
      try {
        await loginAsUser(guid);
        navigate('/', { replace: true });
        return true;
      } catch {
        notifyError(t('session.loginAsUserFailed'));
        return false;
      }
    },
    [navigate],
  );
}
