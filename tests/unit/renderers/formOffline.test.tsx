// A form whose definition says "offline": true (a plant-floor entry): when the server cannot be reached, Save keeps the
// entry in the device's outbox with its idempotency key, says so, and clears the form as after a save. A form without
// the flag keeps what was typed and shows the failure.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormScreen } from '../../../engine/screen/types';
import { callOperationById } from '../../../engine/api/callOperation';
import { useAppStore } from '../../../engine/stores/appStore';
import type { SessionUserData } from '../../../engine/session/types';
import type { OutboxEntry } from '../../../engine/outbox/outboxTypes';
import { useOutboxStore } from '../../../engine/outbox/outboxStore';
import { renderScreen } from './support/rendererTests';

vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});
const stored: OutboxEntry[] = [];
vi.mock('../../../engine/outbox/outboxDb', () => ({
  readEntries: async () => [...stored],
  addEntry: async (entry: Omit<OutboxEntry, 'seq'>) => {
    const saved = { ...entry, seq: stored.length + 1 };
    stored.push(saved);
    return saved;
  },
  putEntry: async () => undefined,
  deleteEntry: async () => undefined,
  readLookup: async () => undefined,
  writeLookup: async () => undefined,
}));
const mocked = vi.mocked(callOperationById);

const definition = (offline: boolean): FormScreen => ({
  id: `test-tire-dot-${offline}`,
  kind: 'form',
  title: 'Tire DOT',
  roles: [],
  offline,
  schema: { type: 'object', required: ['VIN'], properties: { VIN: { type: 'string', title: 'VIN' } } },
  submit: { operationId: 'recordTireDot', label: 'Save' },
});

beforeEach(() => {
  stored.length = 0;
  useOutboxStore.setState({ entries: [] });
  useAppStore.setState({ user: { Guid: 'guid-anna', Firstname: 'Anna', Lastname: 'Yard' } as SessionUserData });
  mocked.mockReset();
  // fetch's own failure when the server cannot be reached.
  mocked.mockRejectedValue(new TypeError('Failed to fetch'));
});

describe('offline form', () => {
  it('keeps the entry in the outbox with a key, says so, and clears the form', async () => {
    const user = userEvent.setup();
    await renderScreen(definition(true));
    await user.type(await screen.findByLabelText(/VIN/), '1NRTEST0000000001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved on this device; it will be sent when the server can be reached'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/VIN/)).toHaveValue(''));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      operationId: 'recordTireDot',
      body: { VIN: '1NRTEST0000000001' },
      userGuid: 'guid-anna',
      state: 'pending',
    });
    expect(stored[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(mocked.mock.calls[0][3]).toEqual({
      headers: { 'Idempotency-Key': stored[0].key },
      signal: expect.any(AbortSignal),
    });
  });

  it('without the flag, keeps what was typed and keeps nothing on the device', async () => {
    const user = userEvent.setup();
    await renderScreen(definition(false));
    await user.type(await screen.findByLabelText(/VIN/), '1NRTEST0000000002');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
    expect(screen.getByLabelText(/VIN/)).toHaveValue('1NRTEST0000000002');
    expect(stored).toHaveLength(0);
  });
});
