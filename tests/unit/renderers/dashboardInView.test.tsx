// A dashboard's chart and grid widgets load their code as they come into view: below the fold a widget keeps its room
// and draws nothing until the browser reports it near the viewport.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { renderScreen } from './support/rendererTests';

vi.mock('@glideapps/glide-data-grid', () => import('./glideMock'));
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});

const definition: DashboardScreen = {
  id: 'test-scrolling-dashboard',
  kind: 'dashboard',
  title: 'Plants',
  roles: [],
  dataSource: { operationId: 'execSummary' },
  widgets: [
    { id: 'sales', title: 'Sales this month', widget: 'kpi', field: 'Sales', type: 'number' },
    { id: 'lines', title: 'Lines', widget: 'grid', columns: [{ field: 'Line', caption: 'Line' }] },
  ],
};

/** An IntersectionObserver the test drives: nothing is in view until `scrollIntoView()` says so. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    scrollIntoView(name: string) {
      for (const { callback, targets } of observers) {
        const seen = targets.filter((t) => t.getAttribute('aria-label') === name);
        if (seen.length)
          callback(
            seen.map((target): IntersectionObserverEntry => ({
              target,
              isIntersecting: true,
              intersectionRatio: 1,
              boundingClientRect: target.getBoundingClientRect(),
              intersectionRect: target.getBoundingClientRect(),
              rootBounds: null,
              time: 0,
            })),
            {} as IntersectionObserver,
          );
      }
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('dashboard widgets below the fold', () => {
  it('draw a grid widget only once it comes into view', async () => {
    const observer = stubIntersectionObserver();
    vi.mocked(callOperation).mockResolvedValue([{ Sales: 10, Line: 'Line 7' }]);
    await renderScreen(definition);
    expect(await screen.findByText('10')).toBeInTheDocument();
    expect(screen.getByTestId('widget-pending')).toBeInTheDocument();
    expect(screen.queryByText('Line 7')).toBeNull();
    act(() => observer.scrollIntoView('Lines'));
    expect(await screen.findByText('Line 7')).toBeInTheDocument();
    expect(screen.queryByTestId('widget-pending')).toBeNull();
  });
});
