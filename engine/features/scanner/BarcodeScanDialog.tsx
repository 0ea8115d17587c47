// The barcode scan dialog (SPEC §2): a camera preview preferring the rear camera, a switch-camera button and an
// optional text input with a send button. Frames are decoded a few times a second; the first barcode read is handed
// to onScan and the dialog closes. Full screen on windows narrower than 800 px (SPEC §9).
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { LayeredModal } from '../../ui/LayeredModal';
import { useMediaQuery } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useCamera } from './useCamera';
import { SwitchCameraButton } from './SwitchCameraButton';
import { grabFrame, loadBarcodeDecoder, type BarcodeDecoder } from './barcodeDecoder';
import { t } from '../../i18n/translate';

export interface BarcodeScanDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Receives the decoded (or typed and sent) text; the dialog closes afterwards. */
  onScan: (text: string) => void;
  title?: string;
  /** Shows the text input with its send button, for labels that will not scan. */
  withInput?: boolean;
  inputLabel?: string;
}

/** Time between decode attempts: fast enough to feel instant, slow enough to leave the CPU to the page. */
const DECODE_INTERVAL_MS = 150;

export function BarcodeScanDialog({
  opened,
  onClose,
  onScan,
  title = t('scanner.scanBarcode'),
  withInput = true,
  inputLabel = t('scanner.typeCode'),
}: BarcodeScanDialogProps) {
  const narrow = useMediaQuery('(max-width: 799.98px)') ?? false;
  const camera = useCamera(opened);
  const [typed, setTyped] = useState('');
  const [decoderError, setDecoderError] = useState<Error | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  // onScan/onClose of the latest render, so the decode loop does not restart on every parent render.
  const handlers = useRef({ onScan, onClose });
  handlers.current = { onScan, onClose };

  useEffect(() => {
    if (!opened) setTyped('');
  }, [opened]);

  useEffect(() => {
    if (!opened || !camera.ready) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let decoder: BarcodeDecoder | undefined;
    const tick = async () => {
      if (stopped) return;
      try {
        decoder ??= await loadBarcodeDecoder();
        const video = camera.videoRef.current;
        canvasRef.current ??= document.createElement('canvas');
        const frame = video ? grabFrame(video, canvasRef.current) : null;
        const text = frame ? await decoder.decode(frame) : null;
        if (text && !stopped) {
          stopped = true;
          handlers.current.onScan(text);
          handlers.current.onClose();
          return;
        }
      } catch (e) {
        setDecoderError(e instanceof Error ? e : new Error(String(e)));
        return;
      }
      if (!stopped) timer = setTimeout(() => void tick(), DECODE_INTERVAL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [opened, camera.ready, camera.videoRef]);

  const send = () => {
    const text = typed.trim();
    if (!text) return;
    onScan(text);
    onClose();
  };

  return (
    <LayeredModal opened={opened} onClose={onClose} title={title} fullScreen={narrow} size="lg" centered={!narrow}>
      <Stack gap="sm">
        <Box
          pos="relative"
          bg="dark.8"
          style={{ borderRadius: narrow ? 0 : 8, overflow: 'hidden', aspectRatio: '4 / 3' }}
        >
          <video
            ref={camera.videoRef}
            aria-label={t('scanner.cameraPreview')}
            data-ready={camera.ready || undefined}
            muted
            playsInline
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          {/* The aiming window: a barcode held inside it fills enough of the frame to decode. */}
          <Box
            pos="absolute"
            style={{
              inset: '30% 10%',
              border: '2px solid rgba(255,255,255,0.85)',
              borderRadius: 6,
              pointerEvents: 'none',
            }}
          />
          <SwitchCameraButton camera={camera} />
        </Box>
        {camera.error ? (
          <Text c="red" size="sm" role="alert">
            {t('scanner.noCamera')}
          </Text>
        ) : decoderError ? (
          <Text c="red" size="sm" role="alert">
            The barcode reader could not start: {decoderError.message}
          </Text>
        ) : (
          <Text c="dimmed" size="sm">
            {t('scanner.holdBarcode')}
          </Text>
        )}
        {withInput && (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={inputLabel}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') send();
              }}
              style={{ flex: 1 }}
              data-autofocus
            />
            <Button leftSection={<IconSend size={16} />} onClick={send} disabled={!typed.trim()}>
              {t('scanner.send')}
            </Button>
          </Group>
        )}
      </Stack>
    </LayeredModal>
  );
}
