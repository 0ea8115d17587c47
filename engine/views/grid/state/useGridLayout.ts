// Holds a grid's layout in React state and, when state saving is on, in localStorage per user and screen.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Column } from '../../../screen/types';
import { useAppStore } from '../../../stores/appStore';
import { clearLayout, layoutKey, readLayout, writeLayout } from '../../../data/layoutStorage';
import { defaultLayout, reconcileLayout, type GridLayout } from './gridLayout';

export function useGridLayout(
  gridId: string | undefined,
  columns: readonly Column[],
  initialGroupBy: readonly string[] | undefined,
  initialRowNumbers: boolean,
  saving: boolean,
) {
  const userGuid = useAppStore((s) => s.user?.Guid);
  const key = gridId && saving ? layoutKey(userGuid, `grid.${gridId}`) : undefined;
  const base = useMemo(
    () => defaultLayout(columns, initialGroupBy, initialRowNumbers),
    [columns, initialGroupBy, initialRowNumbers],
  );
  const [layout, setLayout] = useState<GridLayout>(() =>
    reconcileLayout(key ? readLayout<Partial<GridLayout>>(key) : undefined, base),
  );

  useEffect(() => {
    if (key) writeLayout(key, layout);
  }, [key, layout]);

  const update = useCallback((patch: Partial<GridLayout>) => setLayout((l) => ({ ...l, ...patch })), []);
  const reset = useCallback(() => {
    if (key) clearLayout(key);
    setLayout(base);
  }, [key, base]);

  return { layout, update, reset };
}
