// The photo capture dialog (engine/features/scanner): camera preview, switch camera, take a JPEG; the size of the
// photo taken is shown under the trigger.
import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhotoCaptureDialog } from '../../engine/features/scanner/PhotoCaptureDialog';

function PhotoDemo({ title }: { title?: string }) {
  const [opened, setOpened] = useState(true);
  const [photo, setPhoto] = useState<Blob | null>(null);
  return (
    <Stack p="md" align="flex-start">
      <Button onClick={() => setOpened(true)}>Take photo</Button>
      <Text>{photo ? `Photo taken: ${photo.type}, ${Math.round(photo.size / 1024)} KB` : 'No photo yet'}</Text>
      <PhotoCaptureDialog title={title} opened={opened} onClose={() => setOpened(false)} onCapture={setPhoto} />
    </Stack>
  );
}

const meta: Meta<typeof PhotoDemo> = {
  title: 'Photo capture dialog',
  component: PhotoDemo,
  args: { title: 'Take photo' },
};
export default meta;

export const Open: StoryObj<typeof PhotoDemo> = {};
