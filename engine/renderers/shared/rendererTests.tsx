// The conformance suite every renderer kind runs (after rjsf's formTests): a minimal definition renders its
// content, the loading state, empty data, a server error showing the server's message, and no data call while the
// screen may not load (required filter unset), and a caller lacking the role: the screen page shows 'No permission'
// and the renderer never mounts, so no data is asked for.
// Test files mock callOperation (the unit boundary) and pass the mock in.
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it, type Mock } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ScreenDefinition } from '../../screen/types';
import { ApiError } from '../../api/ApiError';
import { MemoryRouter } from 'react-router-dom';
import { loadRenderer } from '../index';
import { ScreenPage } from '../../screen/ScreenPage';
import { useAppStore } from '../../stores/appStore';
import type { ScreenKind } from '../types';

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
}

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
      expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0);
      expect(callOperation).toHaveBeenCalled();
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
      const definition = { ...fixtures.definition, roles: ['accounting'] } as ScreenDefinition;
      const Renderer = await loadRenderer(definition.kind);
      useAppStore.setState({ isSuperUser: false, roles: ['qc'], routes: [] });
      const meta = { file: 'conformance', id: definition.id, kind: definition.kind, title: definition.title, roles: ['accounting'], isPublic: false };
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

    it.skipIf(!fixtures.blockedDefinition)('makes no data call while it may not load', async () => {
      callOperation.mockReset();
      callOperation.mockResolvedValue(fixtures.response);
      await renderScreen(fixtures.blockedDefinition!, fixtures.routeParams);
      await waitFor(() => expect(document.body.textContent).not.toBe(''));
      expect(callOperation).not.toHaveBeenCalled();
    });
  });
}
