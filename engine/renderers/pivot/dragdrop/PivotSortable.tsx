// Stands in for react-sortablejs inside react-pivottable's UI (scripts/vite/standInsPlugin.ts): the attribute
// cells draw as plain cells, and sortablejs (most of the pivot's own code) loads when the pointer or focus first
// reaches one, i.e. before the user can start a drag; from then on they are the library's sortable lists.
import { createElement } from 'react';
import type { SortableProps } from 'react-sortablejs';
import { lazyModule, useLazyModule } from './lazyModule';
import { draggableModule } from './PivotDraggable';

export const sortableModule = lazyModule(() => import('react-sortablejs').then((module) => module.default));

// The filter boxes' react-draggable comes along, so a box opened next is movable from its first frame.
function wake() {
  void sortableModule.load();
  void draggableModule.load();
}

export default function PivotSortable(props: SortableProps) {
  const Sortable = useLazyModule(sortableModule);
  if (Sortable) return <Sortable {...props} />;
  return createElement(
    props.tag ?? 'div',
    { className: props.className, onPointerEnter: wake, onFocus: wake, onTouchStart: wake },
    props.children,
  );
}
