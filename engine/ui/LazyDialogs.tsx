// Mantine's Modal and Drawer, loaded when a dialog first opens (mantineDialogs.ts). Offline, the chunk comes from the
// service worker's precache, which controls the page from the first visit on (clientsClaim, vite.config.ts); what a
// lost answer shows at once (the notifications) stays in the bundle. Until it opens nothing is drawn; once opened a
// dialog stays mounted, so closing it still plays Mantine's transition.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { DrawerProps, ModalProps } from '@mantine/core';
import { loadChunk } from './chunkLoading';

const dialogs = () => loadChunk('dialog', () => import('./mantineDialogs'));
const Modal = lazy(() => dialogs().then((module) => ({ default: module.Modal })));
const Drawer = lazy(() => dialogs().then((module) => ({ default: module.Drawer })));
const LayeredModal = lazy(() =>
  loadChunk('dialog', () => import('./LayeredModal')).then((module) => ({ default: module.LayeredModal })),
);

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

/** The portal's layered modal (LayeredModal.tsx), for dialogs a screen opens on a click (row actions, files). */
export function LazyLayeredModal(props: ModalProps) {
  return whenOpened(useOpenedOnce(props.opened), <LayeredModal {...props} />);
}

export function LazyDrawer(props: DrawerProps) {
  return whenOpened(useOpenedOnce(props.opened), <Drawer {...props} />);
}
