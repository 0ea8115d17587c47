// The renderer registry: one lazy loader per screen kind. `satisfies Record<ScreenKind, …>` makes a kind without a
// renderer a compile error, and each kind's code is split into its own chunk.
import type { ComponentType } from 'react';
import type { RendererLoader, ScreenKind, ScreenRendererProps } from './types';

export const rendererLoaders = {
  grid: () => import('./grid'),
  pivot: () => import('./pivot'),
  chart: () => import('./chart'),
  form: () => import('./form'),
  detail: () => import('./detail'),
  dashboard: () => import('./dashboard'),
  custom: () => import('./custom'),
} satisfies Record<ScreenKind, RendererLoader>;

export async function loadRenderer(kind: ScreenKind): Promise<ComponentType<ScreenRendererProps>> {
  const loader = (rendererLoaders as Record<string, RendererLoader | undefined>)[kind];
  if (!loader) throw new Error(`No renderer for screen kind '${kind}'`);
  return (await loader()).default;
}

export type { ScreenRendererProps, RendererLoader, ScreenKind } from './types';
