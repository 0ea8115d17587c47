// The checkable tree of areas, routes and action roles (SPEC §3 role tree node: icon, colour, label, children) on
// Mantine's Tree. Every node is ticked on its own, as the server keeps them; routes of a ticked area show as included.
import { useMemo } from 'react';
import { Checkbox, Group, Text, Tree, useTree, type TreeNodeData } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconFile, IconFolder, IconKey } from '@tabler/icons-react';
import type { RoleTreeNode } from './types';
import { includedByArea, someDescendantTicked } from './roleTreeState';
import { t } from '../../../engine/kit/i18n';

const ICONS = { IconFolder, IconFile, IconKey } as const;

export interface RoleTreeProps {
  nodes: readonly RoleTreeNode[];
  ticked: ReadonlySet<number>;
  readOnly: boolean;
  onToggle: (id: number) => void;
}

function toTreeData(nodes: readonly RoleTreeNode[]): TreeNodeData[] {
  return nodes.map((n) => ({
    value: String(n.id),
    label: n.label,
    children: n.children.length ? toTreeData(n.children) : undefined,
  }));
}

export function RoleTree({ nodes, ticked, readOnly, onToggle }: RoleTreeProps) {
  const data = useMemo(() => toTreeData(nodes), [nodes]);
  const index = useMemo(() => {
    const byId = new Map<string, { node: RoleTreeNode; parent?: RoleTreeNode }>();
    const walk = (list: readonly RoleTreeNode[], parent?: RoleTreeNode) => {
      for (const node of list) {
        byId.set(String(node.id), { node, parent });
        walk(node.children, node);
      }
    };
    walk(nodes);
    return byId;
  }, [nodes]);
  const tree = useTree();

  return (
    <Tree
      data={data}
      tree={tree}
      levelOffset={28}
      expandOnClick={false}
      aria-label={t('users.roles')}
      renderNode={({ node, expanded, hasChildren, elementProps }) => {
        const entry = index.get(node.value)!;
        const role = entry.node;
        const Icon = ICONS[role.icon as keyof typeof ICONS] ?? IconFile;
        const included = includedByArea(role, entry.parent, ticked);
        const checked = ticked.has(role.id) || included;
        const indeterminate = !checked && role.elementType === 'area' && someDescendantTicked(role, ticked);
        return (
          <Group gap={6} wrap="nowrap" {...elementProps} py={2}>
            {hasChildren ? (
              <button
                type="button"
                aria-label={
                  expanded ? t('users.collapse', { label: role.label }) : t('users.expand', { label: role.label })
                }
                onClick={() => tree.toggleExpanded(node.value)}
                style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer', display: 'flex' }}
              >
                {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
              </button>
            ) : (
              <span style={{ width: 14 }} />
            )}
            <Checkbox
              size="xs"
              aria-label={role.label}
              checked={checked}
              indeterminate={indeterminate}
              disabled={readOnly || included}
              onChange={() => onToggle(role.id)}
              onClick={(e) => e.stopPropagation()}
            />
            <Icon size={16} color={role.iconColor} aria-hidden />
            <Text size="sm" c={included ? 'dimmed' : undefined}>
              {role.label}
            </Text>
          </Group>
        );
      }}
    />
  );
}
