// Which portal dialog is on top. Mantine's modals each listen for Escape on the whole window, so with two dialogs open
// one key press would close both (and typed work beneath with them). Every dialog takes a layer when it opens; only
// the last opened one, and none while the expired-session dialog is up, may react to Escape or an outside click.
import { useEffect, useId } from 'react';
import { create } from 'zustand';

interface DialogLayersState {
  /** Open dialogs in the order they opened; the last one is on top. */
  stack: string[];
  /** True while a dialog above every layer (the expired-session dialog) holds all of them still. */
  held: boolean;
}

export const useDialogLayers = create<DialogLayersState>()(() => ({ stack: [], held: false }));

/** Holds every layered dialog still (or lets them go): the session calls it as its expired-session dialog opens. */
export function holdDialogLayers(held: boolean): void {
  useDialogLayers.setState({ held });
}

function push(id: string): void {
  useDialogLayers.setState((s) => ({ stack: [...s.stack.filter((x) => x !== id), id] }));
}

function remove(id: string): void {
  useDialogLayers.setState((s) => ({ stack: s.stack.filter((x) => x !== id) }));
}

/** True while this open dialog is the top-most one and the expired-session dialog is closed. */
export function useTopMostDialog(opened: boolean): boolean {
  const id = useId();
  const onTop = useDialogLayers((s) => s.stack[s.stack.length - 1] === id);
  const held = useDialogLayers((s) => s.held);
  useEffect(() => {
    if (!opened) return undefined;
    push(id);
    return () => remove(id);
  }, [opened, id]);
  return opened && onTop && !held;
}
