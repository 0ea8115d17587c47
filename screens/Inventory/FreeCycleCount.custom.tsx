// Inventory/FreeCycleCount: count any item at any bin outside the schedule (a found discrepancy, a customer
// complaint): scan the item and the bin, type the quantity, save; the list shows the period's free counts with the
// difference against the system quantity.
import { useRef, useState } from 'react';
import { NumberInput, Stack } from '@mantine/core';
import { useAppStore, type CustomComponentProps } from '../../engine/kit';
import { CounterPicker } from './scanning/CounterPicker';
import { ScanInput } from './scanning/ScanInput';
import { ScanPanel } from './scanning/ScanPanel';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';
import { useScanSubmit } from './scanning/useScanSubmit';

export default function FreeCycleCount({ definition, routeParams }: CustomComponentProps) {
  const plant = useAppStore((s) => s.plant);
  const [managerId, setManagerId] = useState<number | null>(null);
  const [counterId, setCounterId] = useState<number | null>(null);
  const [itemNo, setItemNo] = useState('');
  const [location, setLocation] = useState('');
  const [qty, setQty] = useState<number | string>('');
  const itemRef = useRef<HTMLInputElement>(null);
  const { data, filterBar, grid } = useDefinitionGrid(definition, routeParams);
  const clear = (refresh: boolean) => {
    setItemNo('');
    setQty('');
    if (refresh) data.refetch();
    itemRef.current?.focus();
  };
  const submit = useScanSubmit<'recordFreeCycleCount'>(
    (c) => ({
      tone: c.Variance ? 'warn' : 'ok',
      title: `${c.ItemNo} at ${c.Location}: ${c.CountedQty} ${c.UOM} counted`,
      message: c.Variance
        ? `The system holds ${c.SystemQty}; difference ${c.Variance}.`
        : 'Matches the system quantity.',
    }),
    () => clear(true),
    () => clear(false),
  );
  return (
    <Stack gap="md">
      <ScanPanel
        title="Free count"
        hint="Scan the item and the bin, type what you counted. The bin stays filled for the next item."
        submitLabel="Save count"
        busy={submit.busy}
        canSubmit={itemNo.trim() !== '' && location.trim() !== '' && qty !== '' && counterId !== null}
        onSubmit={() =>
          counterId !== null &&
          void submit.run(
            'recordFreeCycleCount',
            { plant },
            { ItemNo: itemNo.trim(), Location: location.trim(), CountedQty: Number(qty), CounterId: counterId },
            `Free count · ${itemNo.trim()} at ${location.trim()} · ${Number(qty)}`,
          )
        }
        outcome={submit.outcome}
        aside={
          <CounterPicker
            showManager
            managerId={managerId}
            onManagerChange={setManagerId}
            counterId={counterId}
            onCounterChange={setCounterId}
          />
        }
      >
        <ScanInput
          ref={itemRef}
          label="Item"
          value={itemNo}
          onChange={setItemNo}
          w={240}
          placeholder="Scan the item label"
        />
        <ScanInput label="Location" value={location} onChange={setLocation} w={160} placeholder="Scan the bin" />
        <NumberInput label="Counted" value={qty} onChange={setQty} min={0} max={1000000} w={140} decimalScale={4} />
      </ScanPanel>
      {filterBar}
      {grid}
    </Stack>
  );
}
