// The role tree's ticks (SPEC §6): every node is ticked on its own, as the server stores them (a ticked area opens all
// its routes but grants none of the action roles hanging under them), so the tree is flattened into a set of ids.
import type { RoleTreeNode } from './types';

export function flattenTree(nodes: readonly RoleTreeNode[]): RoleTreeNode[] {
  return nodes.flatMap((n) => [n, ...flattenTree(n.children)]);
}

/** Ids of the nodes the user holds (hasRole), i.e. what POST /roles/UpdateUserRoles would save unchanged. */
export function tickedIds(nodes: readonly RoleTreeNode[]): Set<number> {
  return new Set(
    flattenTree(nodes)
      .filter((n) => n.hasRole)
      .map((n) => n.id),
  );
}

export function toggleId(ticked: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(ticked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Some but not all of a node's descendants are ticked (the area is shown indeterminate when itself unticked). */
export function someDescendantTicked(node: RoleTreeNode, ticked: ReadonlySet<number>): boolean {
  return flattenTree(node.children).some((n) => ticked.has(n.id));
}

/** Route nodes of a ticked area are open through the area: shown ticked and not separately tickable. */
export function includedByArea(
  node: RoleTreeNode,
  parent: RoleTreeNode | undefined,
  ticked: ReadonlySet<number>,
): boolean {
  return node.elementType === 'route' && parent?.elementType === 'area' && ticked.has(parent.id);
}

/** Sorted ids for the save call. */
export function idsToSave(ticked: ReadonlySet<number>): number[] {
  return [...ticked].sort((a, b) => a - b);
}
