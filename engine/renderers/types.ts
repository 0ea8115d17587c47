// Types shared by the renderer registry, the screen page and every renderer kind.
import type { ComponentType } from 'react';
import type { ScreenDefinition } from '../screen/types';

export type ScreenKind = ScreenDefinition['kind'];

/** The definition of one kind, for renderers that accept only their own kind. */
export type DefinitionOf<K extends ScreenKind> = Extract<ScreenDefinition, { kind: K }>;

/** A renderer's props; a kind's renderer takes `ScreenRendererProps<'grid'>`, the screen page any definition. */
export interface ScreenRendererProps<K extends ScreenKind = ScreenKind> {
  definition: DefinitionOf<K>;
  routeParams: Record<string, string | undefined>;
}

/** A lazy import of a renderer module whose default export is the renderer of kind K. */
export type RendererLoader<K extends ScreenKind = ScreenKind> = () => Promise<{
  default: ComponentType<ScreenRendererProps<K>>;
}>;

export function isKind<K extends ScreenKind>(definition: ScreenDefinition, kind: K): definition is DefinitionOf<K> {
  return definition.kind === kind;
}
