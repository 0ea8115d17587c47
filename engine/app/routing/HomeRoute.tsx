// The /Internal index: the dashboard home for Norstar staff. A dealer user (docs/adr/015) never sees the staff
// dashboard: it lands on its quotes, or on the first screen its dealer roles open.
import { Navigate } from 'react-router-dom';
import type { ScreenMeta } from '../../screen/screenRegistry';
import { useAppStore } from '../../stores/appStore';
import { useVisibleScreens } from '../layout/useVisibleScreens';
import { LazyScreenRoute } from './LazyScreenRoute';

/** Where a dealer user lands after signing in. */
export const DEALER_HOME = '/Internal/DealerPortal/dealerquotes';

export function HomeRoute({ home }: { home: ScreenMeta }) {
  const isDealer = useAppStore((s) => Boolean(s.user?.DealerNo));
  const { screens } = useVisibleScreens();
  if (isDealer) {
    const landing = screens.find((s) => s.route === DEALER_HOME) ?? screens.find((s) => s.route);
    if (landing?.route) return <Navigate to={landing.route} replace />;
  }
  return <LazyScreenRoute key={home.file} meta={home} />;
}
