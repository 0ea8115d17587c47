// Inventory/Physical/Leaders: the count team leaders (cycle count managers) follow their counters during the
// physical inventory: scans, tags counted, scans that matched no tag and repeated scans, grouped by leader, live.
import { Stack } from '@mantine/core';
import { type CustomComponentProps } from '../../engine/kit';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';

export default function PhysicalLeaders({ definition, routeParams }: CustomComponentProps) {
  const { grid } = useDefinitionGrid(definition, routeParams, { gridOptions: { groupBy: ['Leader'] } });
  return <Stack gap="md">{grid}</Stack>;
}
