// The `detail` screen kind on a route (drill-down dialogs use DetailView directly through the drill host).
import type { DetailScreen } from '../../screen/types';
import { WithDrillHost } from '../../drilldown/DrillHost';
import type { ScreenRendererProps } from '../types';
import { DetailView } from './DetailView';

export function DetailRenderer({ definition, routeParams }: ScreenRendererProps) {
  return (
    <WithDrillHost>
      <DetailView definition={definition as DetailScreen} routeParams={routeParams} />
    </WithDrillHost>
  );
}
