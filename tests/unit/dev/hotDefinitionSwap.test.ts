// `npm run dev`: which saved definitions the Vite plugin swaps into the open page (a custom HMR event) and which reload
// the page — a title or body change swaps; a new route, other roles, another kind, a removed file or any form reloads.
import { describe, expect, it } from 'vitest';
import { canHotSwap, type RawScreenMeta } from '../../../scripts/vite/screenMetasPlugin';

const dealers: RawScreenMeta = {
  file: '../../screens/Admin/Dealers.screen.json',
  id: 'admin-dealers',
  kind: 'grid',
  title: 'Dealers',
  route: '/Internal/Admin/Dealers',
  area: 'Admin',
  roles: ['admin'],
  public: false,
};

describe('canHotSwap', () => {
  it('swaps a definition whose title or body changed', () => {
    expect(canHotSwap(dealers, { ...dealers })).toBe(true);
    expect(canHotSwap(dealers, { ...dealers, title: 'Dealers (edit 1)' })).toBe(true);
  });

  it('reloads for another route, roles or kind, a form, or a file that is new or gone', () => {
    expect(canHotSwap(dealers, { ...dealers, route: '/Internal/Admin/DealerList' })).toBe(false);
    expect(canHotSwap(dealers, { ...dealers, roles: ['admin', 'sales'] })).toBe(false);
    expect(canHotSwap(dealers, { ...dealers, kind: 'pivot' })).toBe(false);
    expect(canHotSwap({ ...dealers, kind: 'form' }, { ...dealers, kind: 'form' })).toBe(false);
    expect(canHotSwap(undefined, dealers)).toBe(false);
    expect(canHotSwap(dealers, undefined)).toBe(false);
  });
});
