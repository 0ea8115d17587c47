// Stands in for react-draggable inside react-pivottable's UI (scripts/vite/standInsPlugin.ts): a value filter box
// draws at once and becomes movable by its handle when react-draggable, loaded as the first box opens, arrives.
import type { ReactElement, RefObject } from 'react';
import { useEffect } from 'react';
import { lazyModule, useLazyModule } from './lazyModule';

export interface DraggableProps {
  handle?: string;
  nodeRef?: RefObject<HTMLElement>;
  children: ReactElement;
}

export const draggableModule = lazyModule(() => import('react-draggable').then((module) => module.default));

export default function PivotDraggable(props: DraggableProps) {
  const Draggable = useLazyModule(draggableModule);
  useEffect(() => {
    void draggableModule.load();
  }, []);
  if (Draggable)
    return (
      <Draggable handle={props.handle} nodeRef={props.nodeRef}>
        {props.children}
      </Draggable>
    );
  return props.children;
}
