// The conformance suite every renderer kind runs (after rjsf's formTests): a minimal definition renders its
// content, the loading state, empty data, a server error showing the server's message, and no data call while the
// screen may not load (required filter unset), and a caller lacking the role: the screen page shows 'No permission'
// and the renderer never mounts, so no data is asked for.
// Test files mock callOperation (the unit boundary) and pass the mock in.
import { Profiler, Suspense, type ReactElement } from 'react';
import { describe, expect, it, type Mock } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type {
  ChartScreen,
  DashboardScreen,
  DataSource,
  GridScreen,
  PivotScreen,
  ScreenDefinition,
} from '../../../../engine/screen/types';
import { ApiError } from '../../../../engine/api/ApiError';
import { MemoryRouter } from 'react-router-dom';
import { loadRenderer } from '../../../../engine/renderers/index';
import { ScreenPage } from '../../../../engine/app/routing/ScreenPage';
import { useAppStore } from '../../../../engine/stores/appStore';
import type { ScreenKind } from '../../../../engine/renderers/types';

export interface RendererFixtures {
  /** A minimal valid definition of the kind. */
  definition: ScreenDefinition;
  /** What the mocked data call resolves with. */
  response: unknown;
  /** Text a user sees once the data is shown. */
  expectText: string | RegExp;
  /** The response that counts as empty, and the text shown then ('No data' unless given). */
  emptyResponse?: unknown;
  emptyText?: string | RegExp;
  /** A definition that must not call the server yet (e.g. a required filter without a value). */
  blockedDefinition?: ScreenDefinition;
  /** Cases that do not apply to the kind, with the reason in the test file. */
  skip?: ('loading' | 'empty' | 'error')[];
  routeParams?: Record<string, string | undefined>;
  /** The render guard's input change after the first data: a text filter typed and applied, or new route params. */
  inputChange?: InputChange;
}

/** How the render guard changes a screen's inputs once its data is shown. */
export type InputChange =
  | { definition: ScreenDefinition; filterLabel: string; value: string }
  | { definition?: ScreenDefinition; routeParams: Record<string, string | undefined> };

/**
 * The most commits a screen may make from mount to its data shown, and again from an input change to the new data.
 * A screen settles in a handful (loading, data, layout measurements); a render loop makes hundreds within the
 * guard's 150 ms answer delay.
 */
export const RENDER_BOUND = 40;
const ANSWER_DELAY_MS = 150;

/** The render guard's change for a screen with a filter bar: a text filter bound to a data-source parameter. */
export function textFilterChange(definition: GridScreen | PivotScreen | ChartScreen | DashboardScreen): InputChange {
  if (!definition.dataSource)
    throw new Error('The render guard binds its filter to the data source; give the definition one.');
  const dataSource: DataSource = {
    ...definition.dataSource,
    params: { ...definition.dataSource.params, q: { from: 'filter', filter: 'q' } },
  };
  return {
    definition: {
      ...definition,
      dataSource,
      filters: [...(definition.filters ?? []), { id: 'q', type: 'text', label: 'Search term' }],
    },
    filterLabel: 'Search term',
    value: 'Welding',
  };
}

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

export async function renderScreen(definition: ScreenDefinition, routeParams: Record<string, string | undefined> = {}) {
  const Renderer = await loadRenderer(definition.kind);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui: ReactElement = (
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <Renderer definition={definition} routeParams={routeParams} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
  return render(ui);
}

export function rendererTests(kind: ScreenKind, fixtures: RendererFixtures, callOperation: Mock) {
  const skip = new Set(fixtures.skip ?? []);
  describe(`${kind} renderer conformance`, () => {
    it('renders a minimal definition with its data', async () => {
      callOperation.mockReset();
      callOperation.mockResolvedValue(fixtures.response);
      await renderScreen(fixtures.definition, fixtures.routeParams);
      expect(await screen.findAllByText(fixtures.expectText, {}, { timeout: 4000 })).not.toHaveLength(0);
    });

    it.skipIf(skip.has('loading'))('shows the loading state while the data call runs', async () => {
      callOperation.mockReset();
      callOperation.mockReturnValue(new Promise(() => undefined));
      await renderScreen(fixtures.definition, fixtures.routeParams);
      // A lazily loaded component shows its own 'Loading…' before it mounts and calls: wait for the call itself.
      await waitFor(() => expect(callOperation).toHaveBeenCalled());
      expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0);
    });

    it.skipIf(skip.has('empty'))('shows the empty state for empty data', async () => {
      callOperation.mockReset();
      callOperation.mockResolvedValue(fixtures.emptyResponse ?? []);
      await renderScreen(fixtures.definition, fixtures.routeParams);
      expect((await screen.findAllByText(fixtures.emptyText ?? 'No data')).length).toBeGreaterThan(0);
    });

    it.skipIf(skip.has('error'))("shows the server's message when the call fails", async () => {
      callOperation.mockReset();
      callOperation.mockRejectedValue(new ApiError(500, 'The ERP is not reachable right now'));
      await renderScreen(fixtures.definition, fixtures.routeParams);
      const alerts = await screen.findAllByRole('alert');
      expect(alerts.some((a) => a.textContent?.includes('The ERP is not reachable right now'))).toBe(true);
    });

    it('shows No permission and makes no data call for a caller lacking the role', async () => {
      callOperation.mockReset();
      callOperation.mockResolvedValue(fixtures.response);
      const definition: ScreenDefinition = { ...fixtures.definition, roles: ['accounting'] };
      const Renderer = await loadRenderer(definition.kind);
      useAppStore.setState({ isSuperUser: false, roles: ['qc'], routes: [] });
      const meta = {
        file: 'conformance',
        id: definition.id,
        kind: definition.kind,
        title: definition.title,
        roles: ['accounting'],
        isPublic: false,
      };
      render(
        <MantineProvider>
          <QueryClientProvider client={new QueryClient()}>
            <MemoryRouter>
              <ScreenPage meta={meta} definition={definition} Renderer={Renderer} />
            </MemoryRouter>
          </QueryClientProvider>
        </MantineProvider>,
      );
      expect(await screen.findByText('No permission')).toBeInTheDocument();
      expect(callOperation).not.toHaveBeenCalled();
      useAppStore.setState({ roles: ['accounting'] });
      // The same page for a caller holding the role loads the data (so the refusal above was the role's doing).
      await waitFor(() => expect(callOperation).toHaveBeenCalled());
      useAppStore.setState({ roles: [] });
    });

    it.skipIf(!fixtures.inputChange)(
      'renders a bounded number of times from load to data and after its inputs change',
      async () => {
        const change = fixtures.inputChange!;
        const definition = change.definition ?? fixtures.definition;
        callOperation.mockReset();
        callOperation.mockImplementation(
          () => new Promise((resolve) => setTimeout(() => resolve(fixtures.response), ANSWER_DELAY_MS)),
        );
        const Renderer = await loadRenderer(definition.kind);
        const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
        let commits = 0;
        // A loop can keep React busy in microtasks so no timer ever fires: stop it where it happens, so the guard fails
        // in seconds instead of hanging the run.
        const countCommit = () => {
          commits += 1;
          if (commits === RENDER_BOUND * 5) throw new Error(`render loop: ${commits} commits without settling`);
        };
        const tree = (routeParams: Record<string, string | undefined>) => (
          <MantineProvider>
            <QueryClientProvider client={client}>
              <Profiler id="render-guard" onRender={countCommit}>
                <Renderer definition={definition} routeParams={routeParams} />
              </Profiler>
            </QueryClientProvider>
          </MantineProvider>
        );
        const view = render(tree(fixtures.routeParams ?? {}));
        await screen.findAllByText(fixtures.expectText, {}, { timeout: 4000 });
        await pause(ANSWER_DELAY_MS);
        const toFirstData = commits;
        expect(toFirstData, 'commits from mount to the first data').toBeLessThanOrEqual(RENDER_BOUND);

        const callsForFirstData = callOperation.mock.calls.length;
        if ('filterLabel' in change) {
          fireEvent.change(screen.getByLabelText(change.filterLabel), { target: { value: change.value } });
          fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
        } else {
          view.rerender(tree(change.routeParams));
        }
        await waitFor(() => expect(callOperation.mock.calls.length).toBeGreaterThan(callsForFirstData));
        await pause(ANSWER_DELAY_MS * 3);
        await screen.findAllByText(fixtures.expectText, {}, { timeout: 4000 });
        expect(commits - toFirstData, 'commits from the input change to the new data').toBeLessThanOrEqual(
          RENDER_BOUND,
        );
        // One change asks again at most what the first load asked: one call per data source, no request storm.
        expect(callOperation.mock.calls.length - callsForFirstData).toBeLessThanOrEqual(callsForFirstData);
        view.unmount();
      },
    );

    it.skipIf(!fixtures.blockedDefinition)('makes no data call while it may not load', async () => {
      callOperation.mockReset();
      callOperation.mockResolvedValue(fixtures.response);
      await renderScreen(fixtures.blockedDefinition!, fixtures.routeParams);
      await waitFor(() => expect(document.body.textContent).not.toBe(''));
      expect(callOperation).not.toHaveBeenCalled();
    });
  });
}
