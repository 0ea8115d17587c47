// react-sortablejs 1.5 (react-pivottable's drag-and-drop lists) ships no types: the props react-pivottable passes it.
declare module 'react-sortablejs' {
  import type { ComponentType, ReactNode } from 'react';
  export interface SortableProps {
    tag?: string;
    className?: string;
    options?: Record<string, unknown>;
    onChange?: (...args: unknown[]) => void;
    children?: ReactNode;
  }
  const Sortable: ComponentType<SortableProps>;
  export default Sortable;
}
