// Inventory/MoveItems: move stock from one bin to another by scanning the item, the bin it leaves and the bin it
// goes to; the server refuses more than the from bin holds. The list shows the period's moves and adjustments.
import { useRef, useState } from 'react';
import { NumberInput, Stack } from '@mantine/core';
import { useAppStore, useT, type CustomComponentProps } from '../../engine/kit';
import { ScanInput } from './scanning/ScanInput';
import { ScanPanel } from './scanning/ScanPanel';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';
import { useScanSubmit } from './scanning/useScanSubmit';

export default function MoveItems({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const plant = useAppStore((s) => s.plant);
  const [itemNo, setItemNo] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [qty, setQty] = useState<number | string>('');
  const itemRef = useRef<HTMLInputElement>(null);
  const { data, filterBar, grid } = useDefinitionGrid(definition, routeParams);
  const submit = useScanSubmit<'moveInventory'>(
    (m) => ({
      tone: 'ok',
      title: t('inventory.move.moved', { qty: String(m.Qty), uom: m.UOM, item: m.ItemNo }),
      message: t('inventory.move.route', { from: m.FromLocation, to: m.ToLocation }),
    }),
    () => {
      setItemNo('');
      setQty('');
      data.refetch();
      itemRef.current?.focus();
    },
  );
  const ready = [itemNo, from, to].every((v) => v.trim() !== '') && Number(qty) > 0;
  return (
    <Stack gap="md">
      <ScanPanel
        title={t('inventory.move.title')}
        hint={t('inventory.move.hint')}
        submitLabel={t('inventory.move.submit')}
        busy={submit.busy}
        canSubmit={ready}
        onSubmit={() =>
          void submit.run(
            'moveInventory',
            { plant },
            { ItemNo: itemNo.trim(), FromLocation: from.trim(), ToLocation: to.trim(), Qty: Number(qty) },
          )
        }
        outcome={submit.outcome}
      >
        <ScanInput
          ref={itemRef}
          label={t('inventory.item')}
          value={itemNo}
          onChange={setItemNo}
          w={240}
          placeholder={t('inventory.scanItemLabel')}
        />
        <ScanInput label={t('inventory.move.from')} value={from} onChange={setFrom} w={170} />
        <ScanInput label={t('inventory.move.to')} value={to} onChange={setTo} w={170} />
        <NumberInput
          label={t('inventory.quantity')}
          value={qty}
          onChange={setQty}
          min={0}
          max={1000000}
          w={130}
          decimalScale={4}
        />
      </ScanPanel>
      {filterBar}
      {grid}
    </Stack>
  );
}
