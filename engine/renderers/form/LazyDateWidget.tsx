// The form's date widget loads with the first date field a form draws: the date picker (@mantine/dates' calendar)
// is not needed by forms without dates. Its room is kept while it loads so the form does not jump.
import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { loadChunk } from '../../ui/chunkLoading';

const DateWidget = lazy(() =>
  loadChunk('date field', () => import('./DateWidget')).then((module) => ({ default: module.DateWidget })),
);

/** The height of a labelled Mantine input, kept while the date widget loads. */
const FIELD_HEIGHT = 60;

export function LazyDateWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<div style={{ height: FIELD_HEIGHT }} aria-busy="true" data-testid="date-field-loading" />}>
      <DateWidget {...props} />
    </Suspense>
  );
}
