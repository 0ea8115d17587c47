// The full-screen loading overlay (engine/ui): a wait message that changes every few seconds and the note not to
// reload; shown while a long action runs through withLoadingOverlay.
import { useEffect } from 'react';
import { Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay } from '../../engine/ui/LoadingOverlay';
import { useLoadingOverlayStore } from '../../engine/ui/loadingOverlayStore';

function OverlayShown() {
  useEffect(() => {
    useLoadingOverlayStore.getState().show();
    return () => useLoadingOverlayStore.getState().hide();
  }, []);
  return (
    <>
      <Text p="md">The page behind the overlay.</Text>
      <LoadingOverlay />
    </>
  );
}

const meta: Meta<typeof OverlayShown> = {
  title: 'Loading overlay',
  component: OverlayShown,
};
export default meta;

export const LongAction: StoryObj<typeof OverlayShown> = {};
