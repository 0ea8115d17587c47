// The renderer registry: one lazy loader per screen kind. The mapped type makes a kind without a renderer (or a
// renderer taking another kind's definition) a compile error, and each kind's code is split into its own chunk.
import { createElement, type ComponentType } from 'react';
import { isKind, type RendererLoader, type ScreenKind, type ScreenRendererProps } from './types';

export const rendererLoaders: { [K in ScreenKind]: RendererLoader<K> } = {
  grid: () => import('./grid'),
  pivot: () => import('./pivot'),
  chart: () => import('./chart'),
  form: () => import('./form'),
  detail: () => import('./detail'),
  dashboard: () => import('./dashboard'),
  custom: () => import('./custom'),
};

const loaded = new Map<ScreenKind, ComponentType<ScreenRendererProps>>();

/** The renderer of a kind, taking any definition: it narrows the definition to its kind before handing it on. */
export async function loadRenderer<K extends ScreenKind>(kind: K): Promise<ComponentType<ScreenRendererProps>> {
  const known = loaded.get(kind);
  if (known) return known;
  const loader: RendererLoader<K> | undefined = rendererLoaders[kind];
  if (!loader) throw new Error(`No renderer for screen kind '${kind}'`);
  const Renderer = (await loader()).default;
  function KindRenderer({ definition, routeParams }: ScreenRendererProps) {
    if (!isKind(definition, kind)) throw new Error(`The ${kind} renderer got a ${definition.kind} definition`);
    return createElement(Renderer, { definition, routeParams });
  }
  KindRenderer.displayName = `${kind}Renderer`;
  loaded.set(kind, KindRenderer);
  return KindRenderer;
}

export { isKind } from './types';
export type { ScreenRendererProps, RendererLoader, ScreenKind, DefinitionOf } from './types';
