// The `custom` screen kind: loads the hand-written component the definition names; an unknown name is an error
// message naming it (a definition typo must be visible, not a blank page).
import { lazy, Suspense, useMemo } from 'react';
import { WithDrillHost } from '../../drilldown/DrillHost';
import type { ScreenRendererProps } from '../types';
import { ErrorState, LoadingState } from '../../ui/ScreenStates';
import { findCustomComponent } from './customComponents';
import { t } from '../../i18n/translate';

export function CustomRenderer({ definition: def, routeParams }: ScreenRendererProps<'custom'>) {
  const loader = findCustomComponent(def.component);
  const Component = useMemo(() => (loader ? lazy(loader) : null), [loader]);
  if (!Component) {
    return (
      <ErrorState
        title={t('state.componentNotFound')}
        error={new Error(`No custom component named '${def.component}' is registered.`)}
      />
    );
  }
  return (
    <WithDrillHost>
      <Suspense fallback={<LoadingState />}>
        <Component definition={def} routeParams={routeParams} props={def.props ?? {}} />
      </Suspense>
    </WithDrillHost>
  );
}
