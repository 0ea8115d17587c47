// The login page starts on its own: opening '/' draws the sign-in form without loading the rest of the portal (router,
// app frame, screens), which loads once the hash leaves '/' — after signing in, or when the page opens elsewhere.
import { act, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootPortal } from '../../../engine/app/boot/bootPortal';
import { isLoginRoute } from '../../../engine/app/boot/isLoginRoute';

vi.mock('../../../engine/session/CaptchaWidget', () => ({ CaptchaWidget: () => null }));

let root: Root | undefined;
let stop: (() => void) | undefined;

function boot(hash: string) {
  window.location.hash = hash;
  const container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  const loadApp = vi.fn(async () => () => <p>the whole portal</p>);
  act(() => {
    stop = bootPortal(root!, loadApp);
  });
  return loadApp;
}

afterEach(() => {
  stop?.();
  act(() => root?.unmount());
  document.body.innerHTML = '';
  window.location.hash = '';
});

describe('portal start', () => {
  it('draws the sign-in form on / without loading the rest of the portal', async () => {
    const loadApp = boot('#/');
    expect(await screen.findByLabelText(/Username/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for a job at Norstar' })).toHaveAttribute(
      'href',
      '#/HR/JobAplication',
    );
    expect(loadApp).not.toHaveBeenCalled();
  });

  it('loads the portal once the hash leaves the login page', async () => {
    const loadApp = boot('#/');
    await screen.findByLabelText(/Username/);
    await act(async () => {
      window.location.hash = '#/Internal';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByText('the whole portal')).toBeInTheDocument();
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it('loads the portal at once when the page opens on another route', async () => {
    const loadApp = boot('#/Internal/Production/LaborCost');
    expect(await screen.findByText('the whole portal')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Username/)).toBeNull();
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it('counts only / (with or without a query) as the login page', () => {
    expect(['', '#', '#/', '#/?next=1'].map(isLoginRoute)).toEqual([true, true, true, true]);
    expect(['#/Internal', '#/HR/JobAplication', '#//x'].map(isLoginRoute)).toEqual([false, false, false]);
  });
});
