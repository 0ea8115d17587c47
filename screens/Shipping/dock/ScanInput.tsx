// A scan-or-type field for the shipping floor: a text input that sends on Enter, a barcode button that opens the
// camera scan dialog, and the result of the last scan right below it (green when accepted, red with the server's
// reason when refused), big enough to read from a forklift.
import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconBarcode, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { BarcodeScanDialog, useT } from '../../../engine/kit';

export interface ScanFeedback {
  ok: boolean;
  message: string;
}

export interface ScanInputProps {
  label: string;
  placeholder: string;
  /** Title of the camera dialog, e.g. "Scan VIN". */
  scanTitle: string;
  /** Sends the scanned or typed text; resolves when the server answered. */
  onSubmit: (value: string) => Promise<void>;
  feedback: ScanFeedback | null;
  disabled?: boolean;
  busy?: boolean;
  maxLength?: number;
}

export function ScanInput({
  label,
  placeholder,
  scanTitle,
  onSubmit,
  feedback,
  disabled,
  busy,
  maxLength = 40,
}: ScanInputProps) {
  const t = useT();
  const [value, setValue] = useState('');
  const [scanning, setScanning] = useState(false);

  const send = async (text: string) => {
    const trimmed = text.trim();
    if (!trimmed || disabled) return;
    await onSubmit(trimmed);
    setValue('');
  };

  return (
    <Stack gap="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send(value);
        }}
      >
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={label}
            placeholder={placeholder}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            maxLength={maxLength}
            disabled={disabled}
            autoComplete="off"
            style={{ flex: 1 }}
            size="md"
            rightSection={
              <Tooltip label={scanTitle}>
                <ActionIcon
                  variant="subtle"
                  aria-label={scanTitle}
                  onClick={() => setScanning(true)}
                  disabled={disabled}
                >
                  <IconBarcode size={20} />
                </ActionIcon>
              </Tooltip>
            }
          />
          <Button
            type="submit"
            size="md"
            leftSection={<IconSend size={18} />}
            disabled={disabled || !value.trim()}
            loading={busy}
          >
            {t('shipping.send')}
          </Button>
        </Group>
      </form>
      {feedback && (
        <Alert
          color={feedback.ok ? 'green' : 'red'}
          variant="light"
          icon={feedback.ok ? <IconCircleCheck size={20} /> : <IconAlertTriangle size={20} />}
          role={feedback.ok ? 'status' : 'alert'}
        >
          {feedback.message}
        </Alert>
      )}
      <BarcodeScanDialog
        opened={scanning}
        onClose={() => setScanning(false)}
        title={scanTitle}
        onScan={(text) => void send(text)}
      />
    </Stack>
  );
}
