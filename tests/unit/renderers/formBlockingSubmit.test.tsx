// A form whose submit is `blocking` (a long write such as a bulk price update) runs it behind the full-screen loading
// overlay: the overlay and the browser's reload/close warning are up exactly while the call runs, and gone after it
// answers, whether it succeeded or failed. An ordinary submit shows no overlay.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { FormScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { ApiError } from '../../../engine/api/ApiError';
import { renderScreen } from './support/rendererTests';
import { doNotReloadNote, LoadingOverlay } from '../../../engine/ui/LoadingOverlay';
import { useLoadingOverlayStore } from '../../../engine/ui/loadingOverlayStore';

vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});
const mocked = vi.mocked(callOperation);

const definition: FormScreen = {
  id: 'test-update-prices',
  kind: 'form',
  title: 'Update Prices',
  roles: [],
  schema: { type: 'object', required: ['Reason'], properties: { Reason: { type: 'string', title: 'Reason' } } },
  submit: { operationId: 'updateSalesPrices', label: 'Update Prices', blocking: true },
};

/** True when a reload or close right now would raise the browser's "leave site?" warning. */
function reloadIsRefused(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function submitWithPendingCall(def: FormScreen) {
  let answer: (value: unknown) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  mocked.mockReset();
  mocked.mockReturnValue(
    new Promise((resolve, reject) => {
      answer = resolve;
      fail = reject;
    }),
  );
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <LoadingOverlay />
    </MantineProvider>,
  );
  await renderScreen(def);
  await user.type(await screen.findByLabelText(/Reason/), 'Steel surcharge');
  await user.click(screen.getByRole('button', { name: def.submit.label ?? 'Save' }));
  await waitFor(() => expect(mocked).toHaveBeenCalledTimes(1));
  return { answer: (value: unknown) => answer(value), fail: (error: unknown) => fail(error) };
}

describe('blocking form submit', () => {
  afterEach(() => useLoadingOverlayStore.setState({ count: 0 }));

  it('shows the overlay and refuses reload while the write runs, and clears both when it answers', async () => {
    const call = await submitWithPendingCall(definition);
    expect(await screen.findByText(doNotReloadNote)).toBeInTheDocument();
    expect(reloadIsRefused()).toBe(true);
    call.answer({ Updated: 12, Message: 'ok' });
    await waitFor(() => expect(screen.queryByText(doNotReloadNote)).not.toBeInTheDocument());
    expect(reloadIsRefused()).toBe(false);
    expect(await screen.findByText('Action was successful')).toBeInTheDocument();
  });

  it('clears the overlay when the write fails, keeping what was typed', async () => {
    const call = await submitWithPendingCall(definition);
    expect(await screen.findByText(doNotReloadNote)).toBeInTheDocument();
    call.fail(new ApiError(500, 'The ERP is not reachable right now'));
    expect(await screen.findByText('The ERP is not reachable right now')).toBeInTheDocument();
    expect(screen.queryByText(doNotReloadNote)).not.toBeInTheDocument();
    expect(reloadIsRefused()).toBe(false);
    expect(screen.getByLabelText(/Reason/)).toHaveValue('Steel surcharge');
  });

  it('shows no overlay for an ordinary submit', async () => {
    await submitWithPendingCall({ ...definition, submit: { ...definition.submit, blocking: undefined } });
    expect(useLoadingOverlayStore.getState().count).toBe(0);
    expect(screen.queryByText(doNotReloadNote)).not.toBeInTheDocument();
    expect(reloadIsRefused()).toBe(false);
  });
});
