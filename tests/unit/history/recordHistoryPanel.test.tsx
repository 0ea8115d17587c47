// A record's History tab as its reader sees it: the entries listRecordHistory answers, newest first, each with when
// (plant time), who (and on whose behalf), what happened and the list line, then field by field old → new; a
// secret only as changed; no entries, a refusal; and the same in Spanish.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { callOperation } from '../../../engine/api/callOperation';
import { ApiError } from '../../../engine/api/ApiError';
import { setLocale } from '../../../engine/i18n/locale';
import { useAppStore } from '../../../engine/stores/appStore';
import { RecordHistoryPanel, type HistoryEntry } from '../../../engine/views/history/RecordHistoryPanel';

vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});
const mocked = vi.mocked(callOperation);

afterEach(() => setLocale('en-US'));

const base = {
  Entity: 'users',
  Key: '3b0e1c9a-1111-4000-8000-000000000001',
  Label: 'qc.inspector',
  Plant: null,
  Line: null,
  LineKey: null,
  OnBehalfOf: null,
  Operation: 'updateUser',
  RequestId: 'req-1',
} satisfies Partial<HistoryEntry>;

// Out of order on purpose: the panel shows the newest (highest Seq) first.
const entries: HistoryEntry[] = [
  {
    ...base,
    Seq: 10,
    At: '2026-11-23T15:04:00Z',
    Action: 'created',
    User: 'admin',
    UserName: 'Ada Admin',
    Changes: [
      { Field: 'username', Old: null, New: 'qc.inspector', Secret: false },
      { Field: 'password_hash', Old: null, New: null, Secret: true },
    ],
  },
  {
    ...base,
    Seq: 12,
    At: '2026-11-24T20:30:00Z',
    Action: 'created',
    Line: 'roles',
    LineKey: 'change_plant',
    User: 'it.support',
    UserName: 'Ivan Tech',
    OnBehalfOf: 'qc.inspector',
    Operation: 'updateUserRoles',
    Changes: [{ Field: 'role_name', Old: null, New: 'change_plant', Secret: false }],
  },
  {
    ...base,
    Seq: 11,
    At: '2026-11-24T14:00:00Z',
    Action: 'changed',
    User: 'it.support',
    UserName: 'Ivan Tech',
    Changes: [
      { Field: 'firstname', Old: 'Ronda', New: 'Rhonda', Secret: false },
      { Field: 'password_hash', Old: null, New: null, Secret: true },
    ],
  },
];

function show(answer: () => Promise<unknown>) {
  mocked.mockReset();
  mocked.mockImplementation(answer as never);
  useAppStore.setState({ plant: 2 });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RecordHistoryPanel entity="users" recordKey="3b0e1c9a-1111-4000-8000-000000000001" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('RecordHistoryPanel', () => {
  it('asks for the record by entity and key and lists its entries newest first, field by field', async () => {
    show(async () => entries);
    const blocks = await screen.findAllByTestId('history-entry');
    expect(mocked).toHaveBeenCalledWith(
      'listRecordHistory',
      { entity: 'users', key: '3b0e1c9a-1111-4000-8000-000000000001' },
      undefined,
      expect.anything(),
    );
    expect(blocks).toHaveLength(3);
    // Newest first; times on the plant's clock (U.S. Central for a record without a plant, the reader's plant 2).
    expect(blocks[0]).toHaveTextContent('11/24/2026 14:30');
    expect(blocks[0]).toHaveTextContent('Ivan Tech (it.support) on behalf of qc.inspector');
    expect(blocks[0]).toHaveTextContent('Roles · change_plant added');
    expect(within(blocks[0]).getByText('Role name: — → change_plant')).toBeInTheDocument();
    expect(blocks[1]).toHaveTextContent('11/24/2026 08:00');
    expect(blocks[1]).toHaveTextContent('Changed');
    expect(blocks[1]).toHaveTextContent('Ivan Tech (it.support)');
    expect(within(blocks[1]).getByText('Firstname: Ronda → Rhonda')).toBeInTheDocument();
    expect(blocks[2]).toHaveTextContent('Created');
    expect(blocks[2]).toHaveTextContent('11/23/2026 09:04');
    expect(within(blocks[2]).getByText('Username: — → qc.inspector')).toBeInTheDocument();
  });

  it('shows a secret only as changed, never its values', async () => {
    const secret: HistoryEntry = {
      ...entries[2],
      Changes: [{ Field: 'password_hash', Old: 'old-hash', New: 'new-hash', Secret: true }],
    };
    show(async () => [secret]);
    const [block] = await screen.findAllByTestId('history-entry');
    expect(within(block).getByText('Password hash: changed')).toBeInTheDocument();
    expect(block).not.toHaveTextContent('old-hash');
    expect(block).not.toHaveTextContent('new-hash');
  });

  it('says when nothing is recorded yet, and shows a failure with the server message', async () => {
    const { unmount } = show(async () => []);
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
    unmount();
    show(async () => {
      throw new ApiError(500, 'The database is not answering');
    });
    expect(await screen.findByText('The history could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The database is not answering')).toBeInTheDocument();
  });

  it('tells a reader whose roles do not include the history, quietly', async () => {
    show(async () => {
      throw new ApiError(403, 'Forbidden');
    });
    expect(await screen.findByText('Your roles do not include the history of this record')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads in Spanish for an es-MX user: day first, the action and the line in Spanish', async () => {
    setLocale('es-MX');
    show(async () => entries);
    const blocks = await screen.findAllByTestId('history-entry');
    expect(blocks[0]).toHaveTextContent('24/11/2026 14:30');
    expect(blocks[0]).toHaveTextContent('Ivan Tech (it.support) en nombre de qc.inspector');
    expect(blocks[0]).toHaveTextContent('Roles · change_plant agregado');
    expect(blocks[1]).toHaveTextContent('Modificado');
    expect(within(blocks[1]).getByText('Password hash: modificado')).toBeInTheDocument();
    expect(screen.getByText('3 cambios')).toBeInTheDocument();
    expect(screen.queryByText('No changes recorded yet')).toBeNull();
  });
});
