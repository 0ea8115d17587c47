// The data grid as its own chunk (glide-data-grid is the largest part of a grid screen), for views that show a grid
// only sometimes: the pivot's drill-through rows, a dashboard's grid widget once scrolled into view.
import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { loadChunk } from '../../ui/chunkLoading';
import type { DataGridViewProps } from './DataGridView';
import { t } from '../../i18n/translate';

const DataGridView = lazy(() =>
  loadChunk('data grid', () => import('./DataGridView')).then((module) => ({ default: module.DataGridView })),
);

export function LazyDataGridView(props: DataGridViewProps) {
  return (
    <Suspense
      fallback={
        <Center h={props.options?.height ?? 200}>
          <Loader size="sm" aria-label={t('grid.loading')} />
        </Center>
      }
    >
      <DataGridView {...props} />
    </Suspense>
  );
}
