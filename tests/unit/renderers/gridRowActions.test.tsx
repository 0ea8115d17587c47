// A grid's row actions and status tabs against a stand-in server (the mocked callOperation keeps the rows): the
// chosen tab is sent in the filter body, a double-click opens the action that applies to the row, confirming it makes
// the write call with the row's bound values, and the rows are reloaded so the changed row leaves the tab.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridScreen } from '../../../engine/screen/types';
import { callOperationById } from '../../../engine/api/callOperation';
import { ApiError } from '../../../engine/api/ApiError';
import { renderScreen } from './support/rendererTests';

vi.mock('@glideapps/glide-data-grid', () => import('./glideMock'));
// Only the call is replaced: the operation map (path vs body placement) stays the real one.
vi.mock('../../../engine/api/callOperation', async (original) => ({
  ...(await original<typeof import('../../../engine/api/callOperation')>()),
  callOperationById: vi.fn(),
}));

const definition: GridScreen = {
  id: 'test-testimonials',
  kind: 'grid',
  title: 'Testimonials',
  roles: [],
  dataSource: {
    operationId: 'filterTestimonials',
    body: { plant: { from: 'plant' }, Published: { from: 'filter', filter: 'show' } },
  },
  statusTabs: {
    id: 'show',
    tabs: [{ label: 'Waiting', value: false }, { label: 'Published', value: true }, { label: 'All' }],
  },
  columns: [
    { field: 'ID', caption: 'ID', type: 'number' },
    { field: 'FirstName', caption: 'First Name' },
    { field: 'Comment', caption: 'Comment' },
  ],
  rowActions: [
    {
      label: 'Publish on website',
      operationId: 'setTestimonialPublication',
      bind: { id: 'ID', Published: { value: true } },
      when: { field: 'Published', equals: false },
      heading: 'Testimonial {ID}',
      details: ['Comment'],
      confirm: 'Publish this testimonial on the website?',
      success: 'Testimonial {ID} published',
    },
    {
      label: 'Unpublish from website',
      operationId: 'setTestimonialPublication',
      bind: { id: 'ID', Published: { value: false } },
      when: { field: 'Published', equals: true },
      confirm: 'Take it down?',
    },
  ],
};

interface Testimonial {
  ID: number;
  FirstName: string;
  Comment: string;
  Published: boolean;
}

const mocked = vi.mocked(callOperationById);

/** A tiny server: the filter honours Published, the write flips it (or refuses when told to). */
function serve(rows: Testimonial[], refuse?: string) {
  mocked.mockReset();
  mocked.mockImplementation(async (operationId, params: Record<string, unknown> = {}, body) => {
    const sent = (body ?? {}) as { Published?: boolean };
    if (operationId === 'filterTestimonials')
      return rows.filter((r) => sent.Published === undefined || r.Published === sent.Published).map((r) => ({ ...r }));
    if (operationId === 'setTestimonialPublication') {
      if (refuse) throw new ApiError(409, refuse);
      const row = rows.find((r) => r.ID === params.id);
      if (!row) throw new ApiError(404, 'No such testimonial');
      row.Published = Boolean(sent.Published);
      return { ...row };
    }
    throw new Error(`unexpected call ${operationId}`);
  });
}

const writes = () => mocked.mock.calls.filter(([op]) => op === 'setTestimonialPublication');

describe('grid row actions and status tabs', () => {
  it('sends the chosen tab in the body, confirms a row action, writes it and reloads the rows', async () => {
    const rows: Testimonial[] = [
      { ID: 1, FirstName: 'Ann', Comment: 'Great trailer', Published: false },
      { ID: 2, FirstName: 'Bob', Comment: 'Solid axles', Published: false },
      { ID: 3, FirstName: 'Cy', Comment: 'Already live', Published: true },
    ];
    serve(rows);
    const user = userEvent.setup();
    await renderScreen(definition);
    await screen.findByText('Ann');
    expect(screen.queryByText('Cy')).toBeNull();
    expect(mocked).toHaveBeenCalledWith('filterTestimonials', {}, { plant: 2, Published: false }, expect.anything());

    fireEvent.doubleClick(screen.getByText('Ann'));
    const dialog = await screen.findByRole('dialog', { name: 'Publish on website — Testimonial 1' });
    expect(within(dialog).getByText('Great trailer')).toBeInTheDocument();
    expect(within(dialog).getByText('Publish this testimonial on the website?')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Publish on website' }));

    await screen.findByText('Testimonial 1 published');
    expect(writes()).toEqual([['setTestimonialPublication', { id: 1 }, { Published: true }]]);
    expect(rows[0].Published).toBe(true);
    await waitFor(() => expect(screen.queryByText('Ann')).toBeNull());
    expect(screen.getByText('Bob')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Publish on website/ })).toBeNull();

    // The Published tab shows the row just published, and its applicable action is now the other one.
    await user.click(screen.getByText('Published'));
    await screen.findByText('Ann');
    expect(screen.getByText('Cy')).toBeInTheDocument();
    expect(screen.queryByText('Bob')).toBeNull();
    fireEvent.doubleClick(screen.getByText('Ann'));
    expect(await screen.findByRole('dialog', { name: 'Unpublish from website' })).toBeInTheDocument();
  });

  it('says what a double-click does and offers the applicable actions on a right-click', async () => {
    serve([{ ID: 7, FirstName: 'Eve', Comment: 'Good', Published: false }]);
    const user = userEvent.setup();
    await renderScreen(definition);
    fireEvent.contextMenu(await screen.findByText('Eve'));
    const menu = await screen.findByRole('dialog', { name: 'Testimonial 7' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toContain('Publish on website');
    expect(within(menu).queryByRole('button', { name: 'Unpublish from website' })).toBeNull();
    expect(
      screen.getByText(
        'Double-click a row to publish on website or unpublish from website; right-click it for its menu.',
      ),
    ).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Publish on website' }));
    expect(await screen.findByRole('dialog', { name: 'Publish on website — Testimonial 7' })).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message when the call is refused, and changes nothing", async () => {
    const rows: Testimonial[] = [{ ID: 5, FirstName: 'Dee', Comment: 'Nice', Published: false }];
    serve(rows, 'The testimonial is under review');
    const user = userEvent.setup();
    await renderScreen(definition);
    fireEvent.doubleClick(await screen.findByText('Dee'));
    const dialog = await screen.findByRole('dialog', { name: 'Publish on website — Testimonial 5' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish on website' }));
    expect(await within(dialog).findByText('The testimonial is under review')).toBeInTheDocument();
    expect(rows[0].Published).toBe(false);
    expect(screen.getByText('Dee')).toBeInTheDocument();
  });
});
