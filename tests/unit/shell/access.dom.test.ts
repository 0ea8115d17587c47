// Who may open a screen (menu, spotlight, screen page) and the any-of role check of SPEC §6.
import { describe, expect, it } from 'vitest';
import { canOpenScreen } from '../../../engine/screen/canOpenScreen';
import { rolesAllow } from '../../../engine/session/useSession';

describe('rolesAllow', () => {
  it('passes with any one of the listed roles', () => {
    expect(rolesAllow(['qc', 'production'], ['qc'], false)).toBe(true);
    expect(rolesAllow(['sales'], ['qc'], false)).toBe(false);
  });
  it('passes for super users and for an empty list', () => {
    expect(rolesAllow(['sales'], [], true)).toBe(true);
    expect(rolesAllow([], [], false)).toBe(true);
  });
});

describe('canOpenScreen', () => {
  const qcInspector = { isSuperUser: false, roles: ['qc', 'qc_paint_entry'], routes: ['/Internal/QC/Audits'] };
  it('opens screens of the roles the user holds or the routes assigned to the user', () => {
    expect(canOpenScreen({ route: '/Internal/QC/PaintQC', roles: ['qc'] }, qcInspector)).toBe(true);
    expect(canOpenScreen({ route: '/Internal/QC/Audits', roles: ['admin'] }, qcInspector)).toBe(true);
  });
  it('hides screens of other roles', () => {
    expect(canOpenScreen({ route: '/Internal/Sales/Backlog', roles: ['sales'] }, qcInspector)).toBe(false);
  });
  it('opens a dealer user only the screens its dealer roles name: never a screen open to everybody or by route', () => {
    const dealer = { isSuperUser: false, roles: ['dealer_sales'], routes: ['/Internal'], isDealer: true };
    expect(
      canOpenScreen({ route: '/Internal/DealerPortal/dealerquotes', roles: ['dealer_portal', 'dealer_sales'] }, dealer),
    ).toBe(true);
    expect(canOpenScreen({ route: '/Internal', roles: [] }, dealer)).toBe(false);
    expect(canOpenScreen({ route: '/Internal/DealerPortal/users', roles: ['dealer_portal'] }, dealer)).toBe(false);
  });
});
