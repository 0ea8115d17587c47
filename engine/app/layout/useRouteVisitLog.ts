// Records each visit inside /Internal for Portal Usage (POST /routes/log {Page}); never blocks or breaks a page.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { apiRequest } from '../../api/apiRequest';

export function useRouteVisitLog(enabled: boolean): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled || !pathname.startsWith('/Internal')) return;
    apiRequest('post', '/routes/log', { body: { Page: pathname } }).catch(() => undefined);
  }, [enabled, pathname]);
}
