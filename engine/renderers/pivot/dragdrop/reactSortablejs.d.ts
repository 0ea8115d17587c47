// react-sortablejs 1.5 (react-pivottable's drag-and-drop lists) ships no types; PivotSortable passes its props through.
declare module 'react-sortablejs' {
  import type { ComponentType } from 'react';
  const Sortable: ComponentType<Record<string, unknown>>;
  export default Sortable;
}
