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

// Feature components live beside the screen they belong to, as screens/<Area>/<Name>.custom.tsx with a default
// export; the file name (without .custom.tsx) is the name a definition's `component` refers to.
const discovered = import.meta.glob<{ default: ComponentType<CustomComponentProps> }>(
  '../../../screens/**/*.custom.tsx',
);
for (const [file, loader] of Object.entries(discovered)) {
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.custom\.tsx$/, '');
  if (customComponents.has(name)) throw new Error(`Two custom components are named '${name}' (${file})`);
  customComponents.set(name, loader);
}

export function registerCustomComponent(
  name: string,
  loader: CustomComponentLoader,
  options: { override?: boolean } = {},
): void {
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
