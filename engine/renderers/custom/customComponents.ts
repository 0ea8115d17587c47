// The registry of hand-written screen components (paint QC, user administration, scanner-driven screens): name →
// lazy loader. A `custom` definition names its component here; registration refuses a duplicate name unless
// `override` is set, so two features cannot silently claim the same name.
import type { ComponentType } from 'react';
import type { CustomScreen } from '../../screen/types';

export interface CustomComponentProps {
  definition: CustomScreen;
  routeParams: Record<string, string | undefined>;
  /** The definition's `props`, passed through as given. */
  props: Record<string, unknown>;
}

export type CustomComponentLoader = () => Promise<{ default: ComponentType<CustomComponentProps> }>;

const customComponents = new Map<string, CustomComponentLoader>();

export function registerCustomComponent(name: string, loader: CustomComponentLoader, options: { override?: boolean } = {}): void {
  if (customComponents.has(name) && !options.override) {
    throw new Error(`A custom component named '${name}' is already registered`);
  }
  customComponents.set(name, loader);
}

export function findCustomComponent(name: string): CustomComponentLoader | undefined {
  return customComponents.get(name);
}

export function customComponentNames(): string[] {
  return [...customComponents.keys()].sort();
}
