// Mantine's Modal and Drawer, loaded when a dialog first opens (mantineDialogs.ts). Until then nothing is drawn; once
// opened a dialog stays mounted, so closing it still plays Mantine's transition.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { DrawerProps, ModalProps } from '@mantine/core';
import { loadChunk } from './chunkLoading';

const dialogs = () => loadChunk('dialog', () => import('./mantineDialogs'));
const Modal = lazy(() => dialogs().then((module) => ({ default: module.Modal })));
const Drawer = lazy(() => dialogs().then((module) => ({ default: module.Drawer })));

/** True from the first time `opened` is true. */
function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

function whenOpened(opened: boolean, dialog: ReactNode): ReactNode {
  return opened ? <Suspense fallback={null}>{dialog}</Suspense> : null;
}

export function LazyModal(props: ModalProps) {
  return whenOpened(useOpenedOnce(props.opened), <Modal {...props} />);
}

export function LazyDrawer(props: DrawerProps) {
  return whenOpened(useOpenedOnce(props.opened), <Drawer {...props} />);
}
