// Promise-based confirm dialogs: `await confirmAction({ message })` resolves true or false; one host renders them.
import { lazy, Suspense } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { create } from 'zustand';
import { useT } from '../i18n/translate';
import { loadChunk } from './chunkLoading';

// The dialog (Mantine's Modal) loads with the first confirmation, not with the frame that hosts it.
const LayeredModal = lazy(() =>
  loadChunk('dialog', () => import('./LayeredModal')).then((module) => ({ default: module.LayeredModal })),
);

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  color?: string;
}

interface PendingConfirm extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

const useConfirmStore = create<{ pending: PendingConfirm | null }>()(() => ({ pending: null }));

export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    useConfirmStore.getState().pending?.resolve(false);
    useConfirmStore.setState({ pending: { ...options, resolve } });
  });
}

function settle(confirmed: boolean): void {
  const { pending } = useConfirmStore.getState();
  useConfirmStore.setState({ pending: null });
  pending?.resolve(confirmed);
}

export function ConfirmDialogHost() {
  const pending = useConfirmStore((s) => s.pending);
  const t = useT();
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <LayeredModal
        opened={Boolean(pending)}
        onClose={() => settle(false)}
        title={pending?.title ?? t('common.pleaseConfirm')}
        centered
      >
        <Text mb="lg">{pending?.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => settle(false)}>
            {pending?.cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={pending?.color ?? 'red'} onClick={() => settle(true)}>
            {pending?.confirmLabel ?? t('common.yes')}
          </Button>
        </Group>
      </LayeredModal>
    </Suspense>
  );
}
