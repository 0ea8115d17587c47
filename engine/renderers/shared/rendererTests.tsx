// The conformance suite every renderer kind runs (after rjsf's formTests): a minimal definition renders its
// content, the loading state, empty data, a server error showing the server's message, and no data call while the
// screen may not load (required filter unset — the role check itself is ScreenPage's, before any renderer mounts).
// Test files mock callOperation (the unit boundary) and pass the mock in.
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it, type Mock } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ScreenDefinition } from '../../screen/types';
import { ApiError } from '../../api/ApiError';
import { loadRenderer } from '../index';
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

    it.skipIf(!fixtures.blockedDefinition)('makes no data call while it may not load', async () => {
      callOperation.mockReset();
      callOperation.mockResolvedValue(fixtures.response);
      await renderScreen(fixtures.blockedDefinition!, fixtures.routeParams);
      await waitFor(() => expect(document.body.textContent).not.toBe(''));
      expect(callOperation).not.toHaveBeenCalled();
    });
  });
}
