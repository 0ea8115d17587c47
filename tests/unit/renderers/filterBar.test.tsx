import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Filter } from '../../../engine/screen/types';
import { FilterBar } from '../../../engine/filters/FilterBar';
import { initialFilterValues } from '../../../engine/filters/useFilterValues';
import { validateFilters, FROM_AFTER_TO } from '../../../engine/filters/validateFilters';
import { operationMaxRangeDays } from '../../../engine/api/operationMaxRangeDays';

// Typed calls (callOperation) and calls by a definition's operationId (callOperationById) share one mock.
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});

const filters: Filter[] = [
  { id: 'range', type: 'dateRange', label: 'Dates', required: true },
  { id: 'vendor', type: 'select', label: 'Vendor', required: true, options: [{ value: 'A', label: 'Acme Steel' }] },
  { id: 'note', type: 'text', label: 'Note' },
];

function setup(onApply = vi.fn()) {
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <FilterBar filters={filters} values={initialFilterValues(filters, 2)} onApply={onApply} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { user, onApply };
}

describe('filter bar', () => {
  it('says nothing about an empty required filter until Apply', async () => {
    const { user } = setup();
    expect(screen.queryByText('Date is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Vendor is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Vendor is required')).toBeInTheDocument();
  });

  it('validates required filters with the SPEC messages before applying', async () => {
    const { user, onApply } = setup();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    expect(screen.getByText('Vendor is required')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('rejects a from date later than the to date', () => {
    expect(validateFilters(filters as never, { range: ['2026-11-20', '2026-11-01'], vendor: 'A' })).toEqual({
      range: FROM_AFTER_TO,
    });
    expect(validateFilters(filters as never, { range: ['2026-11-01', '2026-11-01'], vendor: 'A' })).toEqual({});
  });

  it('applies defaults: current week for a range, the current plant for a plant filter', () => {
    const values = initialFilterValues(
      [
        { id: 'week', type: 'dateRange', label: 'Week', default: 'currentWeek' },
        { id: 'plant', type: 'plant', label: 'Plant' },
      ],
      3,
      new Date(2026, 10, 18),
    );
    expect(values).toEqual({ week: ['2026-11-16', '2026-11-22'], plant: 3 });
  });

  it('applies on Enter once the values are valid', async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    const valid: Filter[] = [{ id: 'note', type: 'text', label: 'Note', required: true }];
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <FilterBar filters={valid} values={{ note: null }} onApply={onApply} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'frame{Enter}');
    expect(onApply).toHaveBeenCalledWith({ note: 'frame' });
  });
});

describe('filter bar with a report maximum range', () => {
  it("refuses a range beyond the report's x-max-range-days before calling", async () => {
    const maxRangeDays = operationMaxRangeDays('listJobMaterial');
    expect(maxRangeDays).toBe(92);
    const onApply = vi.fn();
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <FilterBar
            filters={filters}
            values={{ range: ['2026-01-01', '2026-06-30'], vendor: 'A' }}
            onApply={onApply}
            maxRangeDays={maxRangeDays}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      screen.getByText('This report covers at most 92 days at a time; choose a shorter date range.'),
    ).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
    expect(
      validateFilters(filters as never, { range: ['2026-01-01', '2026-04-02'], vendor: 'A' }, { maxRangeDays }),
    ).toEqual({});
  });
});
