// The dealer map's point model: the three kinds of points the map draws, their colours and legend texts, and the
// edit route a clickable point opens.
import type { OperationRow } from '../../../engine/kit';

/** A point of the dealer map: the contract's row of the map's operation. */
export type MapPoint = OperationRow<'listSalesDealerMapPoints'>;
export type PointKind = MapPoint['Kind'];

// The colour of each kind of point on the map and in its legend (the kinds' texts are translated: KIND_TEXT).
export const KIND_STYLE: Record<PointKind, { color: string }> = {
  dealer: { color: '#1c7ed6' },
  potential: { color: '#f08c00' },
  manufacturer: { color: '#c92a2a' },
};

/** The route that edits a point, or null for Norstar dealers (customers are maintained in the ERP). */
export function editRoute(point: Pick<MapPoint, 'Kind' | 'Id'>): string | null {
  if (point.Kind === 'potential') return `/Internal/Sales/dealermap/potentialdealer/${point.Id}/edit/`;
  if (point.Kind === 'manufacturer') return `/Internal/Sales/dealermap/manufacturerdealer/${point.Id}/edit/`;
  return null;
}

export const ADD_MANUFACTURER_DEALER_ROUTE = '/Internal/Sales/dealermap/manufacturerdealer/add/';

/** Dealer dot radius in map units: grows with the square root of units bought, so big dealers stand out. */
export function pointRadius(point: MapPoint): number {
  return point.Kind === 'dealer' ? 2.2 + Math.min(5, Math.sqrt(point.UnitsLast12Months) * 0.6) : 3.2;
}
