// The portal's modal: Mantine's Modal that reacts to Escape and outside clicks only while it is the top-most dialog
// (see dialogLayers), so closing a dialog never closes the one beneath it or anything under the session dialog.
// Mantine's Modal itself loads when the first dialog opens (LazyDialogs).
import type { ModalProps } from '@mantine/core';
import { useTopMostDialog } from './dialogLayers';
import { LazyModal } from './LazyDialogs';

export function LayeredModal({ opened, closeOnEscape = true, closeOnClickOutside = true, ...props }: ModalProps) {
  const onTop = useTopMostDialog(opened);
  return (
    <LazyModal
      {...props}
      opened={opened}
      closeOnEscape={closeOnEscape && onTop}
      closeOnClickOutside={closeOnClickOutside && onTop}
    />
  );
}
