// The scanner's and the photo capture's camera views offer a switch to the next camera only on a device that has one.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { SwitchCameraButton } from '../../../engine/features/scanner/SwitchCameraButton';

function show(canSwitch: boolean) {
  const switchCamera = vi.fn();
  render(
    <MantineProvider>
      <SwitchCameraButton camera={{ canSwitch, switchCamera }} />
    </MantineProvider>,
  );
  return switchCamera;
}

describe('switch camera button', () => {
  it('switches to the next camera when the device has more than one', () => {
    const switchCamera = show(true);
    fireEvent.click(screen.getByRole('button', { name: 'Switch camera' }));
    expect(switchCamera).toHaveBeenCalledOnce();
  });

  it('is not there on a device with one camera', () => {
    show(false);
    expect(screen.queryByRole('button', { name: 'Switch camera' })).toBeNull();
  });
});
