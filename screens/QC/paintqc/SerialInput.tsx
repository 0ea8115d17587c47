// An axle or power-unit serial: typed, or scanned with the barcode scan dialog through the camera button.
import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { t } from '../../../engine/kit/i18n';

export interface SerialInputProps {
  field: string;
  label: string;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  onScanRequest: () => void;
}

export function SerialInput({ field, label, value, error, onChange, onScanRequest }: SerialInputProps) {
  return (
    <TextInput
      label={label}
      name={field}
      data-field={field}
      autoComplete="off"
      value={value}
      error={error || undefined}
      maxLength={40}
      onChange={(e) => onChange(e.currentTarget.value)}
      rightSection={
        <Tooltip label={t('paintqc.scanField', { label })}>
          <ActionIcon variant="subtle" aria-label={t('paintqc.scanField', { label })} onClick={onScanRequest}>
            <IconBarcode size={18} />
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}
