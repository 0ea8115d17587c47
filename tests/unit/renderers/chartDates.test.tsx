// Chart axes and tooltips show dates in the SPEC §9 format the grids use (the home dashboard's
// "Units finished per week" axis read 2026-09-07).
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ChartView } from '../../../engine/views/chart/ChartView';
import { chartLabel } from '../../../engine/views/chart/chartLabel';

vi.mock('recharts', () => import('./sizedRecharts').then((m) => m.sizedRecharts()));

const weeks = [
  { Week: '2026-08-31', Total: 12 },
  { Week: '2026-09-07', Total: 15 },
  { Week: '2026-09-14', Total: 9 },
];

describe('chart dates', () => {
  it('labels a date axis MM/DD/YYYY, never the API ISO date', async () => {
    const { container } = render(
      <ChartView type="bar" x="Week" series={[{ field: 'Total', caption: 'Units' }]} rows={weeks} />,
    );
    const ticks = () =>
      [...container.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map(
        (t) => t.textContent,
      );
    await waitFor(() => expect(ticks()).toEqual(['08/31/2026', '09/07/2026', '09/14/2026']));
    expect(container.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('labels pie slices and their legend MM/DD/YYYY', async () => {
    render(<ChartView type="pie" x="Week" series={[{ field: 'Total', caption: 'Units' }]} rows={weeks} />);
    // The pie's chunk loads when it is first drawn.
    expect((await screen.findAllByText('09/07/2026')).length).toBeGreaterThan(0);
    expect(screen.queryByText('2026-09-07')).toBeNull();
  });

  it.each([
    ['2026-09-07', '09/07/2026'],
    ['2026-09-07T14:05:00', '09/07/2026 14:05'],
    ['Week 36', 'Week 36'],
    [42, '42'],
    [null, ''],
  ])('chartLabel(%j) is %j', (value, label) => {
    expect(chartLabel(value)).toBe(label);
  });
});
