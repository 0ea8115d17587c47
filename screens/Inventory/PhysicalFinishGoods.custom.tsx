// Inventory/Physical/FinishGoods: the reconciliation of the finish-goods count per model: expected against counted
// units and the dollar variance, largest first; units found afterwards can be scanned here and the variance updates.
import { Stack } from '@mantine/core';
import { useT, type CustomComponentProps } from '../../engine/kit';
import { FinishGoodScanPanel } from './scanning/FinishGoodScanPanel';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';

export default function PhysicalFinishGoods({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const { data, grid } = useDefinitionGrid(definition, routeParams);
  return (
    <Stack gap="md">
      <FinishGoodScanPanel title={t('inventory.finishGoods.countLate')} onRecorded={data.refetch} />
      {grid}
    </Stack>
  );
}
