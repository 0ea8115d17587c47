// The photo capture dialog (SPEC §2): camera preview, switch-camera and take-photo. The photo is a JPEG (SPEC §9)
// at the camera's full resolution, handed to onCapture; the dialog then closes. Full screen under 800 px like the
// scan dialog.
import { useState } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { LayeredModal } from '../../ui/LayeredModal';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera } from '@tabler/icons-react';
import { useCamera } from './useCamera';
import { SwitchCameraButton } from './SwitchCameraButton';
import { t } from '../../i18n/translate';

export interface PhotoCaptureDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Receives the photo as an image/jpeg Blob. */
  onCapture: (photo: Blob) => void;
  title?: string;
}

export const PHOTO_TYPE = 'image/jpeg';
const PHOTO_QUALITY = 0.9;

/** The video's current frame as a JPEG. */
export function captureJpeg(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx || !canvas.width) return Promise.reject(new Error(t('photo.notReady')));
  ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(t('photo.encodeFailed')))),
      PHOTO_TYPE,
      PHOTO_QUALITY,
    ),
  );
}

export function PhotoCaptureDialog({ opened, onClose, onCapture, title }: PhotoCaptureDialogProps) {
  const narrow = useMediaQuery('(max-width: 799.98px)') ?? false;
  const camera = useCamera(opened);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const take = async () => {
    const video = camera.videoRef.current;
    if (!video) return;
    setBusy(true);
    setFailure(null);
    try {
      const photo = await captureJpeg(video);
      onCapture(photo);
      onClose();
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <LayeredModal
      opened={opened}
      onClose={onClose}
      title={title ?? t('photo.take')}
      fullScreen={narrow}
      size="lg"
      centered={!narrow}
    >
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
          <SwitchCameraButton camera={camera} />
        </Box>
        {(camera.error || failure) && (
          <Text c="red" size="sm" role="alert">
            {camera.error ? t('scanner.noCamera') : failure}
          </Text>
        )}
        <Group justify="center">
          <Button
            leftSection={<IconCamera size={18} />}
            onClick={() => void take()}
            disabled={!camera.ready}
            loading={busy}
            size="md"
          >
            {t('photo.take')}
          </Button>
        </Group>
      </Stack>
    </LayeredModal>
  );
}
