// Types shared by the renderer registry, the screen page and every renderer kind.
import type { ComponentType } from 'react';
import type { ScreenDefinition } from '../screen/types';

export type ScreenKind = ScreenDefinition['kind'];

export interface ScreenRendererProps {
  definition: ScreenDefinition;
  routeParams: Record<string, string | undefined>;
}

/** A lazy import of a renderer module whose default export is the renderer component. */
export type RendererLoader = () => Promise<{ default: ComponentType<ScreenRendererProps> }>;

/** The definition of one kind, for renderers that accept only their own kind. */
export type DefinitionOf<K extends ScreenKind> = Extract<ScreenDefinition, { kind: K }>;
