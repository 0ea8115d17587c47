// The `detail` screen kind on a route (drill-down dialogs use DetailView directly through the drill host).
import { WithDrillHost } from '../../drilldown/DrillHost';
import type { ScreenRendererProps } from '../types';
import { DetailView } from '../../views/detail/DetailView';

export function DetailRenderer({ definition, routeParams }: ScreenRendererProps<'detail'>) {
  return (
    <WithDrillHost>
      <DetailView definition={definition} routeParams={routeParams} />
    </WithDrillHost>
  );
}
