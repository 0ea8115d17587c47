// Which portal dialog is on top. Mantine's modals each listen for Escape on the whole window, so with two dialogs open
// one key press would close both (and typed work beneath with them). Every dialog takes a layer when it opens; only
// the last opened one, and none while the expired-session dialog is up, may react to Escape or an outside click.
import { useEffect, useId } from 'react';
import { create } from 'zustand';
import { useSessionStore } from '../session/sessionStore';

interface DialogLayersState {
  /** Open dialogs in the order they opened; the last one is on top. */
  stack: string[];
}

export const useDialogLayers = create<DialogLayersState>()(() => ({ stack: [] }));

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
  const sessionExpired = useSessionStore((s) => s.expiredDialogOpen);
  useEffect(() => {
    if (!opened) return undefined;
    push(id);
    return () => remove(id);
  }, [opened, id]);
  return opened && onTop && !sessionExpired;
}
