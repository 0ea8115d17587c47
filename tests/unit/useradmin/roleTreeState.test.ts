// Role tree ticks as the server keeps them: each node on its own, routes of a ticked area shown as included.
import { describe, expect, it } from 'vitest';
import {
  idsToSave,
  includedByArea,
  someDescendantTicked,
  tickedIds,
  toggleId,
} from '../../../screens/Admin/users/roleTreeState';
import type { RoleTreeNode } from '../../../screens/Admin/users/types';

const node = (
  id: number,
  elementType: RoleTreeNode['elementType'],
  hasRole: boolean,
  children: RoleTreeNode[] = [],
): RoleTreeNode => ({
  id,
  elementType,
  hasRole,
  children,
  label: `node ${id}`,
  uniqId: `${elementType}:${id}`,
  roles: [],
  dbIcon: 'far fa-file',
  icon: 'IconFile',
  iconColor: '#495057',
});

const admin = node(1, 'area', true, [node(2, 'route', false, [node(3, 'role', true), node(4, 'role', false)])]);
const qc = node(5, 'area', false, [node(6, 'route', true)]);

describe('role tree state', () => {
  it('collects the ticked ids of the whole tree and saves them sorted', () => {
    const ticked = tickedIds([admin, qc]);
    expect(idsToSave(ticked)).toEqual([1, 3, 6]);
    expect(idsToSave(toggleId(ticked, 4))).toEqual([1, 3, 4, 6]);
    expect(idsToSave(toggleId(ticked, 1))).toEqual([3, 6]);
  });

  it('shows routes of a ticked area as included, but never its action roles', () => {
    const ticked = tickedIds([admin, qc]);
    expect(includedByArea(admin.children[0], admin, ticked)).toBe(true);
    expect(includedByArea(admin.children[0].children[1], admin.children[0], ticked)).toBe(false);
    expect(includedByArea(qc.children[0], qc, ticked)).toBe(false);
  });

  it('marks an unticked area with ticked descendants', () => {
    const ticked = tickedIds([admin, qc]);
    expect(someDescendantTicked(qc, ticked)).toBe(true);
    expect(someDescendantTicked(qc, new Set())).toBe(false);
  });
});
