// A text input for a tag, item, location, VIN or serial: typed (or sent by a keyboard-wedge scanner) or read with
// the camera through the barcode scan dialog.
import { forwardRef, useState } from 'react';
import { ActionIcon, TextInput, Tooltip, type TextInputProps } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { BarcodeScanDialog, useT } from '../../../engine/kit';

export interface ScanInputProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called after the camera read a code (the value is already set). */
  onScanned?: (value: string) => void;
}

export const ScanInput = forwardRef<HTMLInputElement, ScanInputProps>(function ScanInput(
  { label, value, onChange, onScanned, ...rest },
  ref,
) {
  const t = useT();
  const [scanning, setScanning] = useState(false);
  return (
    <>
      <TextInput
        ref={ref}
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
        rightSection={
          <Tooltip label={t('inventory.scanWithCamera')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('inventory.scanLabel', { label })}
              onClick={() => setScanning(true)}
            >
              <IconBarcode size={18} />
            </ActionIcon>
          </Tooltip>
        }
        {...rest}
      />
      <BarcodeScanDialog
        opened={scanning}
        onClose={() => setScanning(false)}
        title={t('inventory.scanLabel', { label: label.toLowerCase() })}
        inputLabel={label}
        onScan={(text) => {
          const v = text.trim();
          onChange(v);
          onScanned?.(v);
        }}
      />
    </>
  );
});
