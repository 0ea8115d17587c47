// Inventory/inventory/physical/finishgoods/: the counter's screen of the finish-goods physical inventory: scan each
// unit's tag or VIN in the yard; the list of the count's tags (not counted first within each location) updates live
// as the whole team scans.
import { Stack } from '@mantine/core';
import { useT, type CustomComponentProps } from '../../engine/kit';
import { FinishGoodScanPanel } from './scanning/FinishGoodScanPanel';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';

export default function PhysicalFinishGoodsScan({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const { data, grid } = useDefinitionGrid(definition, routeParams, { gridOptions: { groupBy: ['Location'] } });
  return (
    <Stack gap="md">
      <FinishGoodScanPanel title={t('inventory.finishGoods.countTitle')} onRecorded={data.refetch} />
      {grid}
    </Stack>
  );
}
