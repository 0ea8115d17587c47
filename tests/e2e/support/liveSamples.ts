// Route parameters read from the running portal's data. A load or order number written into a screen definition's
// sampleParams follows the seed's calendar (LD26009213 is a 2026 load only in the weeks it ships in 2026; CO2500100
// leaves the three-year history in 2028), so the browser tests ask the server for one that exists in this run's seed.
// Routes not listed here keep the definition's sampleParams (ids that do not move with the calendar).
import type { PortalPage } from './browser';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const LIVE: Record<string, { param: string; url: () => string; field: string }> = {
  '/Internal/DealerPortal/loads/:id': {
    param: 'id',
    url: () => `/reports/dealer-portal/load-history?plant=2&from=${day(-365)}&to=${day(0)}`,
    field: 'LoadNo',
  },
  '/Internal/Sales/CustomerOrderManagment/OrderEntry/:coNum': {
    param: 'coNum',
    url: () => `/reports/ar/invoice-log?plant=2&from=${day(-90)}&to=${day(0)}`,
    field: 'CoNum',
  },
};

/** A value of `field` from the first row the signed-in portal's server answers for the route's listing. */
export async function liveSample(portal: PortalPage, route: string): Promise<Record<string, string>> {
  const live = LIVE[route];
  if (!live) return {};
  const token = await portal.page.evaluate(() => localStorage.getItem('Token'));
  const res = await fetch(`${portal.baseUrl}/api${live.url()}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`live sample for ${route}: ${live.url()} answered ${res.status}`);
  const rows = (await res.json()) as Record<string, unknown>[];
  const value = rows.find((r) => typeof r[live.field] === 'string')?.[live.field];
  if (typeof value !== 'string') throw new Error(`live sample for ${route}: no ${live.field} in ${live.url()}`);
  return { [live.param]: value };
}

/** The route with its parameters filled: live samples first, then the definition's sampleParams. */
export async function samplePath(
  portal: PortalPage,
  route: string,
  sampleParams: Record<string, string> = {},
): Promise<string> {
  const params = { ...sampleParams, ...(await liveSample(portal, route)) };
  return route.replace(/:([A-Za-z0-9_]+)/g, (_, p: string) => encodeURIComponent(params[p] ?? ''));
}
