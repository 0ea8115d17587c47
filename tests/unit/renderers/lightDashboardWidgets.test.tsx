// Small dashboard widgets are drawn without their libraries (docs/adr/013-light-dashboard-widgets.md): a bar chart of a
// few weeks as SVG with its values on hover and keyboard focus, a grid of a few rows as a plain table with the grid's
// formats; recharts and the data grid load only for a widget they are needed for.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardScreen, Widget } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { setLocale } from '../../../engine/i18n/locale';
import { renderScreen } from './support/rendererTests';

const loaded = vi.hoisted(() => ({ recharts: 0, grid: 0 }));

vi.mock('recharts', async () => {
  loaded.recharts += 1;
  return (await import('./sizedRecharts')).sizedRecharts();
});
vi.mock('@glideapps/glide-data-grid', async () => {
  loaded.grid += 1;
  return import('./glideMock');
});
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});

const weeks = [
  { Week: '2026-09-07', Trailers: 1234, Beds: 5 },
  { Week: '2026-09-14', Trailers: 20, Beds: 7 },
  { Week: '2026-09-21', Trailers: 0, Beds: 0 },
];
const plants = [
  { Plant: 'Plant 1', Week: '2026-09-07', Trailers: 1234, Beds: 5, Finished: 4321, Attendance: 0.955 },
  { Plant: 'Plant 2', Week: '2026-09-14', Trailers: 20, Beds: 7, Finished: 12, Attendance: 0.9 },
];

const chartWidget: Widget = {
  id: 'weekly',
  title: 'Units per week',
  widget: 'chart',
  chart: {
    type: 'bar',
    x: 'Week',
    stacked: true,
    series: [
      { field: 'Trailers', caption: 'Trailers' },
      { field: 'Beds', caption: 'Truck beds' },
    ],
  },
};
const gridWidget: Widget = {
  id: 'plants',
  title: 'Both plants',
  widget: 'grid',
  columns: [
    { field: 'Plant', caption: 'Plant', type: 'text' },
    { field: 'Finished', caption: 'Finished', type: 'number' },
    { field: 'Week', caption: 'Clocked day', type: 'date' },
    { field: 'Attendance', caption: 'Attendance', type: 'percent' },
  ],
};

function dashboard(...widgets: Widget[]): DashboardScreen {
  return {
    id: 'test-light-dashboard',
    kind: 'dashboard',
    title: 'Home',
    roles: [],
    dataSource: { operationId: 'execSummary' },
    widgets,
  };
}

afterEach(() => {
  setLocale('en-US');
  loaded.recharts = 0;
  loaded.grid = 0;
});

describe('light dashboard widgets', () => {
  it('draws a small stacked bar chart as SVG: dated categories, legend, values on focus, no recharts', async () => {
    vi.mocked(callOperation).mockResolvedValue(weeks);
    await renderScreen(dashboard(chartWidget));
    const bars = await screen.findAllByTestId('svg-bar-category');
    expect(bars).toHaveLength(3);
    expect(bars[0]).toHaveAttribute('aria-label', '09/07/2026: Trailers 1,234.00, Truck beds 5.00');
    expect(screen.getByText('09/14/2026')).toBeInTheDocument();
    expect(screen.getByText('Truck beds')).toBeInTheDocument();
    // One bar per series per week that has units; an empty week draws none.
    expect(bars[0]!.querySelectorAll('path')).toHaveLength(2);
    fireEvent.focus(bars[1]!);
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('09/14/2026');
    expect(tip).toHaveTextContent('Trailers : 20.00');
    expect(tip).toHaveTextContent('Truck beds : 7.00');
    fireEvent.blur(bars[1]!);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(loaded.recharts).toBe(0);
  });

  it('words the categories and values in the Spanish formats', async () => {
    setLocale('es-MX');
    vi.mocked(callOperation).mockResolvedValue(weeks);
    await renderScreen(dashboard(chartWidget));
    const bars = await screen.findAllByTestId('svg-bar-category');
    expect(screen.getByText('14/09/2026')).toBeInTheDocument();
    fireEvent.mouseEnter(bars[0]!);
    expect(screen.getByRole('tooltip')).toHaveTextContent('07/09/2026');
  });

  it('still draws a line or a long series with recharts', async () => {
    vi.mocked(callOperation).mockResolvedValue(weeks);
    await renderScreen(
      dashboard({
        ...chartWidget,
        chart: { ...chartWidget.chart!, type: 'composed', series: [{ field: 'Trailers', caption: 'T', type: 'line' }] },
      }),
    );
    await waitFor(() => expect(document.querySelector('.recharts-surface')).not.toBeNull());
    expect(screen.queryByTestId('svg-bar-chart')).toBeNull();
    expect(loaded.recharts).toBe(1);
  });

  it('draws a grid widget of a few rows as a plain table with the grid formats, no data grid', async () => {
    vi.mocked(callOperation).mockResolvedValue(plants);
    await renderScreen(dashboard(gridWidget));
    const table = await screen.findByRole('table', { name: 'Both plants' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['Plant', 'Finished', 'Clocked day', 'Attendance'],
      ['Plant 1', '4,321', '09/07/2026', '95.50%'],
      ['Plant 2', '12', '09/14/2026', '90.00%'],
    ]);
    expect(loaded.grid).toBe(0);
  });

  it('keeps the data grid for drill-down columns', async () => {
    vi.mocked(callOperation).mockResolvedValue(plants);
    await renderScreen(
      dashboard({ ...gridWidget, columns: [{ field: 'Plant', caption: 'Plant', drill: 'configCode' }] }),
    );
    await waitFor(() => expect(loaded.grid).toBe(1));
    expect(screen.queryByTestId('plain-table')).toBeNull();
  });
});
