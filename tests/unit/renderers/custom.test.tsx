import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { CustomScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { renderScreen, rendererTests } from './support/rendererTests';
import { registerCustomComponent } from '../../../engine/renderers/custom/customComponents';
import { useScreenData } from '../../../engine/data/useScreenData';
import { useBindingContext } from '../../../engine/data/useBindingContext';
import { ErrorState, LoadingState, EmptyState } from '../../../engine/ui/ScreenStates';

// Typed calls (callOperation) and calls by a definition's operationId (callOperationById) share one mock.
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});

// A small hand-written component, loading its definition's data source with the shared hook like real ones do.
function TrailerCount({ definition }: { definition: CustomScreen }) {
  const data = useScreenData(definition.dataSource, useBindingContext({}, {}));
  if (data.error) return <ErrorState error={data.error} />;
  if (data.isLoading) return <LoadingState />;
  if (data.rows.length === 0) return <EmptyState />;
  return <p>{data.rows.length} trailers waiting</p>;
}
registerCustomComponent('trailer-count', async () => ({ default: TrailerCount as never }));

const definition: CustomScreen = {
  id: 'test-custom',
  kind: 'custom',
  title: 'Yard',
  roles: [],
  component: 'trailer-count',
  dataSource: { operationId: 'listYard' },
};

rendererTests(
  'custom',
  { definition, response: [{ VIN: 'A' }, { VIN: 'B' }], expectText: '2 trailers waiting' },
  vi.mocked(callOperation),
);

describe('custom renderer', () => {
  it('names an unknown component in its error message', async () => {
    await renderScreen({ ...definition, component: 'paint-qc-typo' });
    expect(await screen.findByText("No custom component named 'paint-qc-typo' is registered.")).toBeInTheDocument();
  });

  it('refuses a duplicate registration', () => {
    expect(() => registerCustomComponent('trailer-count', async () => ({ default: TrailerCount as never }))).toThrow(
      "A custom component named 'trailer-count' is already registered",
    );
  });
});
