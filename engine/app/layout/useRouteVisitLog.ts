// Records each visit inside /Internal for Portal Usage (POST /routes/log {Page}); never blocks or breaks a page.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { callOperation } from '../../api/callOperation';

export function useRouteVisitLog(enabled: boolean): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled || !pathname.startsWith('/Internal')) return;
    callOperation('logRouteVisit', {}, { Page: pathname }).catch(() => undefined);
  }, [enabled, pathname]);
}
