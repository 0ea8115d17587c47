// The route table (SPEC §2): public '/', the public screens, '/Internal' behind the token gate with one route per
// screen definition (its chunks load inside the route: LazyScreenRoute), and a not-found screen. Every route is case-sensitive ('WorkCenters' ≠ 'Workcenters').
import { useNavigate, type RouteObject } from 'react-router-dom';
import type { ScreenMeta } from '../../screen/screenRegistry';
import { InternalGuard } from '../layout/InternalGuard';
import { PublicLayout } from '../layout/PublicLayout';
import { InternalHome } from '../pages/InternalHome';
import { LoginPage } from '../pages/LoginPage';
import { NotFound } from '../pages/NotFound';
import { LazyScreenRoute } from './LazyScreenRoute';
import { HomeRoute } from './HomeRoute';
import { RootLayout } from './RootLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

/** The login page inside the router: a sign-in navigates the router itself. */
function RoutedLoginPage() {
  const navigate = useNavigate();
  return <LoginPage onSignedIn={() => navigate('/Internal')} />;
}

function screenRoute(meta: ScreenMeta, path: string): RouteObject {
  return {
    path,
    caseSensitive: true,
    handle: { title: meta.title },
    // Keyed: each screen mounts its own loading state instead of keeping the previous screen up while it loads.
    element: <LazyScreenRoute key={meta.file} meta={meta} />,
  };
}

/** '/Internal/Production/FillRate' → 'Production/FillRate' (child paths are relative to /Internal). */
export function internalChildPath(route: string): string {
  return route.replace(/^\/Internal\/?/, '');
}

export function buildRoutes(screens: readonly ScreenMeta[]): RouteObject[] {
  const routed = screens.filter((meta) => meta.route);
  const publicScreens = routed.filter((meta) => meta.isPublic && meta.route !== '/');
  const internalScreens = routed.filter((meta) => !meta.isPublic && meta.route !== '/Internal');
  const home = routed.find((meta) => meta.route === '/Internal');

  const internalIndex: RouteObject = home
    ? { index: true, handle: { title: home.title }, element: <HomeRoute home={home} /> }
    : { index: true, element: <InternalHome />, handle: { title: 'Dashboard' } };

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          errorElement: <RouteErrorScreen />,
          children: [
            { path: '/', caseSensitive: true, element: <RoutedLoginPage /> },
            {
              element: <PublicLayout />,
              children: publicScreens.map((meta) => screenRoute(meta, meta.route as string)),
            },
            {
              path: '/Internal',
              caseSensitive: true,
              element: <InternalGuard />,
              children: [
                {
                  errorElement: <RouteErrorScreen />,
                  children: [
                    internalIndex,
                    ...internalScreens.map((meta) => screenRoute(meta, internalChildPath(meta.route as string))),
                    { path: '*', element: <NotFound />, handle: { title: 'Not Found' } },
                  ],
                },
              ],
            },
            { path: '*', element: <NotFound />, handle: { title: 'Not Found' } },
          ],
        },
      ],
    },
  ];
}
