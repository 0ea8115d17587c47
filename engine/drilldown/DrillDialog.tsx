// One drill-down dialog: loads the `detail` definition whose drillFor is the drilled type and shows it in a large
// modal with the drilled value bound to its {from: drill} params. Loaded with the first drill-down (DrillHost).
import { lazy, Suspense } from 'react';
import { LayeredModal } from '../ui/LayeredModal';
import { useQuery } from '@tanstack/react-query';
import { loadDrillDefinition } from '../screen/screenRegistry';
import { getLocale } from '../i18n/locale';
import { ErrorState, LoadingState } from '../ui/ScreenStates';
import type { DrillRequest } from '../stores/drillStore';
import { drillTitle } from './drillLabels';
import { t } from '../i18n/translate';

// Lazy so a screen without drill-downs does not pull the detail renderer into its chunk.
const DetailView = lazy(() => import('../views/detail/DetailView').then((m) => ({ default: m.DetailView })));

export function DrillDialog({ request, onClose }: { request: DrillRequest; onClose: () => void }) {
  const definition = useQuery({
    queryKey: ['drill-definition', request.type, getLocale()],
    queryFn: async () => (await loadDrillDefinition(request.type)) ?? null,
    staleTime: Infinity,
  });
  const def = definition.data;
  const title = def ? def.title : drillTitle(request.type);
  return (
    <LayeredModal
      opened
      onClose={onClose}
      size="80rem"
      title={`${title}: ${String(request.value)}`}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {definition.isPending && <LoadingState />}
      {definition.error && <ErrorState error={definition.error as Error} />}
      {def === null && (
        <ErrorState
          title={t('drill.notAvailable')}
          error={new Error(t('drill.noScreen', { type: drillTitle(request.type) }))}
        />
      )}
      {def && def.kind !== 'detail' && (
        <ErrorState title={t('drill.notAvailable')} error={new Error(t('drill.notDetail', { id: def.id }))} />
      )}
      {def && def.kind === 'detail' && (
        <Suspense fallback={<LoadingState />}>
          <DetailView definition={def} drill={request.value} routeParams={{}} />
        </Suspense>
      )}
    </LayeredModal>
  );
}
