// Parts that load with their first use: the pivot's drag-and-drop libraries when the pointer reaches an attribute cell
// or a filter box opens, the form's date picker with the first date field, the screen search with the first Ctrl+K.
// Until then the page draws without them; afterwards they behave as before.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createRef, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FormScreen } from '../../../engine/screen/types';
import PivotSortable from '../../../engine/renderers/pivot/dragdrop/PivotSortable';
import PivotDraggable from '../../../engine/renderers/pivot/dragdrop/PivotDraggable';
import { callOperation } from '../../../engine/api/callOperation';
import { LazyScreenSpotlight } from '../../../engine/app/layout/LazyScreenSpotlight';
import { renderScreen } from './support/rendererTests';

const loaded = vi.hoisted(() => ({ sortable: 0, draggable: 0, dateWidget: 0, spotlight: 0 }));

vi.mock('react-sortablejs', () => {
  loaded.sortable += 1;
  return {
    default: ({
      tag = 'div',
      className,
      children,
    }: {
      tag?: 'td' | 'div';
      className?: string;
      children?: ReactNode;
    }) => {
      const Tag = tag;
      return (
        <Tag className={className} data-sortable="true">
          {children}
        </Tag>
      );
    },
  };
});
vi.mock('react-draggable', () => {
  loaded.draggable += 1;
  return { default: ({ children }: { children: ReactNode }) => <div data-draggable="true">{children}</div> };
});
vi.mock('../../../engine/renderers/form/DateWidget', async (importActual) => {
  loaded.dateWidget += 1;
  return importActual();
});
vi.mock('../../../engine/app/layout/ScreenSpotlight', () => {
  loaded.spotlight += 1;
  return { ScreenSpotlight: () => <div role="search">Go to screen</div> };
});
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});

function cells() {
  return render(
    <table>
      <tbody>
        <tr>
          <PivotSortable tag="td" className="pvtAxisContainer pvtUnused">
            <li>Region</li>
          </PivotSortable>
          <PivotSortable tag="td" className="pvtAxisContainer pvtRows">
            <li>Month</li>
          </PivotSortable>
        </tr>
      </tbody>
    </table>,
  );
}

describe('pivot drag-and-drop stand-ins', () => {
  it('draw the attribute cells at once and load sortablejs when the pointer first reaches one', async () => {
    const { container } = cells();
    expect(screen.getByText('Region').closest('td')).toHaveClass('pvtUnused');
    expect(container.querySelector('[data-sortable]')).toBeNull();
    expect(loaded.sortable).toBe(0);
    fireEvent.pointerEnter(screen.getByText('Month').closest('td')!);
    // Both cells become sortable lists from the one load.
    await waitFor(() => expect(container.querySelectorAll('td[data-sortable]')).toHaveLength(2));
    expect(loaded.sortable).toBe(1);
    expect(screen.getByText('Region').closest('td')).toHaveClass('pvtUnused');
  });

  it('draw a filter box at once and make it movable once react-draggable arrives', async () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <PivotDraggable handle=".pvtDragHandle" nodeRef={ref}>
        <div ref={ref} className="pvtFilterBox">
          Values of Region
        </div>
      </PivotDraggable>,
    );
    expect(screen.getByText('Values of Region')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Values of Region').parentElement).toHaveAttribute('data-draggable'));
    expect(loaded.draggable).toBe(1);
  });
});

const form = (properties: FormScreen['schema']['properties']): FormScreen => ({
  id: 'test-load-on-use-form',
  kind: 'form',
  title: 'Reading',
  roles: [],
  schema: { type: 'object', properties },
  submit: { operationId: 'saveDealerContact', successMessage: 'Saved' },
});

describe('form date picker', () => {
  it('is not loaded by a form without dates, and loads with the first date field', async () => {
    vi.mocked(callOperation).mockResolvedValue({});
    const first = await renderScreen(form({ Name: { type: 'string', title: 'Name' } }));
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(loaded.dateWidget).toBe(0);
    first.unmount();
    await renderScreen(form({ StartDate: { type: 'string', title: 'Start date', format: 'date' } }));
    const input = await screen.findByLabelText('Start date');
    expect(input).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    expect(loaded.dateWidget).toBe(1);
  });
});

describe('screen search', () => {
  it('loads with the first Ctrl+K, not with the frame', async () => {
    render(
      <MantineProvider>
        <LazyScreenSpotlight />
      </MantineProvider>,
    );
    expect(screen.queryByRole('search')).toBeNull();
    expect(loaded.spotlight).toBe(0);
    fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(await screen.findByRole('search')).toHaveTextContent('Go to screen');
    expect(loaded.spotlight).toBe(1);
  });
});
