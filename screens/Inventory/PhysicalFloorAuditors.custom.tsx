// Inventory/Physical/FloorAuditors: the count leader watches the floor auditors during the physical inventory: how
// many tags each re-counted, how many disagreed with the counters, and when each last audited, refreshed live.
import { Stack } from '@mantine/core';
import { type CustomComponentProps } from '../../engine/kit';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';

export default function PhysicalFloorAuditors({ definition, routeParams }: CustomComponentProps) {
  const { grid } = useDefinitionGrid(definition, routeParams);
  return <Stack gap="md">{grid}</Stack>;
}
