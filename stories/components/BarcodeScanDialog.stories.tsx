// The barcode scan dialog (engine/features/scanner): camera preview with the typed-code fallback; the code read or
// sent is shown under the dialog's trigger. Without a camera (headless browsers) it says so and the input still works.
import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarcodeScanDialog, type BarcodeScanDialogProps } from '../../engine/features/scanner/BarcodeScanDialog';

function ScanDemo(props: Pick<BarcodeScanDialogProps, 'title' | 'withInput' | 'inputLabel'>) {
  const [opened, setOpened] = useState(true);
  const [scanned, setScanned] = useState<string | null>(null);
  return (
    <Stack p="md" align="flex-start">
      <Button onClick={() => setOpened(true)}>Scan</Button>
      <Text data-testid="scanned">{scanned ? `Scanned: ${scanned}` : 'Nothing scanned yet'}</Text>
      <BarcodeScanDialog {...props} opened={opened} onClose={() => setOpened(false)} onScan={setScanned} />
    </Stack>
  );
}

const meta: Meta<typeof ScanDemo> = {
  title: 'Barcode scan dialog',
  component: ScanDemo,
  args: { title: 'Scan barcode', withInput: true, inputLabel: 'Type the code' },
};
export default meta;

export const WithTypedFallback: StoryObj<typeof ScanDemo> = {};

export const CameraOnly: StoryObj<typeof ScanDemo> = { args: { withInput: false } };
