// The round button over a camera view that switches to the device's next camera; shown only where there is one.
import { ActionIcon } from '@mantine/core';
import { IconCameraRotate } from '@tabler/icons-react';
import { useT } from '../../i18n/translate';
import type { CameraState } from './useCamera';

export function SwitchCameraButton({ camera }: { camera: Pick<CameraState, 'canSwitch' | 'switchCamera'> }) {
  const t = useT();
  if (!camera.canSwitch) return null;
  return (
    <ActionIcon
      pos="absolute"
      top={10}
      right={10}
      size="lg"
      radius="xl"
      variant="white"
      aria-label={t('scanner.switchCamera')}
      onClick={camera.switchCamera}
    >
      <IconCameraRotate size={20} />
    </ActionIcon>
  );
}
