// The route table: case-sensitive screen routes under /Internal, public screens outside it, a not-found fallback.
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { buildRoutes, internalChildPath } from '../../../engine/app/routing/buildRoutes';
import type { ScreenMeta } from '../../../engine/screen/screenRegistry';

// Only route matching is under test here; loading a screen's chunks is the screen page's business.
vi.mock('../../../engine/app/routing/ScreenPage', () => ({ loadScreenPage: vi.fn() }));

function meta(route: string, title: string, extra: Partial<ScreenMeta> = {}): ScreenMeta {
  return {
    file: `../../screens${route}.screen.json`,
    id: title.toLowerCase().replace(/\s+/g, '-'),
    kind: 'grid',
    title,
    route,
    area: 'Production',
    roles: [],
    isPublic: !route.startsWith('/Internal'),
    ...extra,
  };
}

const routes = buildRoutes([
  meta('/Internal/Production/WorkCenters', 'Work Centers'),
  meta('/Internal/Production/Workcenters', 'Work Center Jobs'),
  meta('/Sales/OrderView/:orderNo', 'Order View'),
]);

function titleAt(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  return [...matches]
    .reverse()
    .map((m) => (m.route.handle as { title?: string } | undefined)?.title)
    .find(Boolean);
}

describe('buildRoutes', () => {
  it('keeps WorkCenters and Workcenters as two routes', () => {
    expect(titleAt('/Internal/Production/WorkCenters')).toBe('Work Centers');
    expect(titleAt('/Internal/Production/Workcenters')).toBe('Work Center Jobs');
  });
  it('sends a wrongly cased or unknown path to the not-found screen', () => {
    expect(titleAt('/Internal/production/workcenters')).toBe('Not Found');
    expect(titleAt('/Nowhere')).toBe('Not Found');
  });
  it('serves public screens with route params outside /Internal', () => {
    const matches = matchRoutes(routes, '/Sales/OrderView/CO-1001') ?? [];
    expect(matches.at(-1)?.params).toMatchObject({ orderNo: 'CO-1001' });
    expect(titleAt('/Sales/OrderView/CO-1001')).toBe('Order View');
  });
  it('gives /Internal a dashboard home when no definition claims it', () => {
    expect(titleAt('/Internal')).toBe('Dashboard');
  });
  it('makes child paths relative to /Internal', () => {
    expect(internalChildPath('/Internal/QC/PaintQC')).toBe('QC/PaintQC');
  });
});
