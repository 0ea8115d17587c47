// Renders the open drill-down dialogs (DrillDialog, loaded with the first one): each loads the `detail` definition
// whose drillFor is the drilled type and shows it in a large modal with the drilled value bound to its {from: drill}
// params.
import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { useDrillStore } from '../stores/drillStore';
import { loadChunk } from '../ui/chunkLoading';

const DrillDialog = lazy(() =>
  loadChunk('drill-down', () => import('./DrillDialog')).then((module) => ({ default: module.DrillDialog })),
);

export function DrillHost() {
  const stack = useDrillStore((s) => s.stack);
  const close = useDrillStore((s) => s.close);
  return (
    <>
      {stack.map((request) => (
        <Suspense key={request.id} fallback={null}>
          <DrillDialog request={request} onClose={() => close(request.id)} />
        </Suspense>
      ))}
    </>
  );
}

const HostPresent = createContext(false);

/** Mounts the one drill host for a screen; nested renderers (dialogs, dashboard widgets) reuse the outer one. */
export function WithDrillHost({ children }: { children: ReactNode }) {
  const present = useContext(HostPresent);
  if (present) return <>{children}</>;
  return (
    <HostPresent.Provider value>
      {children}
      <DrillHost />
    </HostPresent.Provider>
  );
}
