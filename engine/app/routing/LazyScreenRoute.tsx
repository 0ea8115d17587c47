// A screen's route element: the route commits at once (address, menu highlight, page title) and the screen's chunks
// load inside it behind a loading state. With the chunks loaded by the route itself (the router's `lazy`), a menu click
// changed nothing on screen until they had arrived, seconds on a busy machine or a slow network, and the old page
// stayed clickable meanwhile: it looked like a click that did not navigate. A chunk that fails reaches the route's
// error screen and is asked for again on the next visit.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingState } from '../../ui/ScreenStates';
import { loadScreenPage } from './ScreenPage';
import type { ScreenMeta } from '../../screen/screenRegistry';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function pageOf(meta: ScreenMeta): LazyExoticComponent<ComponentType> {
  let page = pages.get(meta.file);
  if (!page) {
    page = lazy(() =>
      loadScreenPage(meta).then(
        (Component) => ({ default: Component }),
        (error: unknown) => {
          pages.delete(meta.file);
          throw error;
        },
      ),
    );
    pages.set(meta.file, page);
  }
  return page;
}

export function LazyScreenRoute({ meta }: { meta: ScreenMeta }) {
  const Page = pageOf(meta);
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
}
