// The portal's modal: Mantine's Modal that reacts to Escape and outside clicks only while it is the top-most dialog
// (see dialogLayers), so closing a dialog never closes the one beneath it or anything under the session dialog.
import { Modal, type ModalProps } from '@mantine/core';
import { useTopMostDialog } from './dialogLayers';

export function LayeredModal({ opened, closeOnEscape = true, closeOnClickOutside = true, ...props }: ModalProps) {
  const onTop = useTopMostDialog(opened);
  return (
    <Modal
      {...props}
      opened={opened}
      closeOnEscape={closeOnEscape && onTop}
      closeOnClickOutside={closeOnClickOutside && onTop}
    />
  );
}
