// Mantine's Modal, loaded when a dialog first opens (mantineDialogs.ts), for dialogs that only a server answer opens
// (the expired session): dialogs of offline work stay in the bundle, since a chunk cannot be fetched then. Until it
// opens nothing is drawn; once opened it stays mounted, so closing it still plays Mantine's transition.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ModalProps } from '@mantine/core';
import { loadChunk } from './chunkLoading';

const dialogs = () => loadChunk('dialog', () => import('./mantineDialogs'));
const Modal = lazy(() => dialogs().then((module) => ({ default: module.Modal })));

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
