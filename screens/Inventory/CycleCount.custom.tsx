// Inventory/CycleCount: a counter of the chosen manager scans the item at the bin, types the quantity and saves; the
// line of the manager's open count for that item is counted. The list shows the manager's open and counted lines,
// uncounted first, and refreshes when other counters save.
import { useMemo, useRef, useState } from 'react';
import { NumberInput, Stack } from '@mantine/core';
import { isDataOf, useAppStore, useT, type CustomComponentProps, type OperationRow } from '../../engine/kit';
import { CounterPicker } from './scanning/CounterPicker';
import { ScanInput } from './scanning/ScanInput';
import { ScanPanel } from './scanning/ScanPanel';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';
import { useScanSubmit } from './scanning/useScanSubmit';

type Line = OperationRow<'listCycleCountLines'>;
const NO_LINES: Line[] = [];

export default function CycleCount({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const plant = useAppStore((s) => s.plant);
  const [counterId, setCounterId] = useState<number | null>(null);
  const [itemNo, setItemNo] = useState('');
  const [location, setLocation] = useState('');
  const [qty, setQty] = useState<number | string>('');
  const itemRef = useRef<HTMLInputElement>(null);
  const { data, applied, filterBar, grid } = useDefinitionGrid(definition, routeParams);
  const managerId =
    typeof applied.manager === 'number' ? applied.manager : applied.manager ? Number(applied.manager) : null;
  const lines = isDataOf(data, 'listCycleCountLines') ? data.rows : NO_LINES;

  // The line the scan points at: the item (and location, when typed) among the manager's lines, uncounted first.
  const line = useMemo(() => {
    const item = itemNo.trim().toUpperCase();
    const loc = location.trim().toUpperCase();
    if (!item) return undefined;
    const matches = lines.filter((l) => l.ItemNo.toUpperCase() === item && (!loc || l.Location.toUpperCase() === loc));
    return matches.find((l) => l.CountedQty === null) ?? matches[0];
  }, [lines, itemNo, location]);

  const clear = (refresh: boolean) => {
    setItemNo('');
    setLocation('');
    setQty('');
    if (refresh) data.refetch();
    itemRef.current?.focus();
  };
  const submit = useScanSubmit<'recordCycleCount'>(
    (l) => ({
      tone: l.Variance ? 'warn' : 'ok',
      title: t('inventory.cycleCount.counted', {
        item: l.ItemNo,
        location: l.Location,
        qty: String(l.CountedQty),
        uom: l.UOM,
      }),
      message: l.Variance
        ? t('inventory.cycleCount.variance', { expected: String(l.ExpectedQty), variance: String(l.Variance) })
        : t('inventory.matchesSystem'),
    }),
    () => clear(true),
    () => clear(false),
  );

  const notOnCount = itemNo.trim() !== '' && lines.length > 0 && !line;
  return (
    <Stack gap="md">
      {filterBar}
      <ScanPanel
        title={t('inventory.cycleCount.title')}
        hint={managerId === null ? t('inventory.cycleCount.hintNoManager') : t('inventory.cycleCount.hint')}
        submitLabel={t('inventory.saveCount')}
        busy={submit.busy}
        canSubmit={Boolean(line && counterId !== null && qty !== '')}
        onSubmit={() =>
          line &&
          counterId !== null &&
          void submit.run(
            'recordCycleCount',
            { plant },
            { LineId: line.LineId, CountedQty: Number(qty), CounterId: counterId },
            t('inventory.cycleCount.entry', { item: line.ItemNo, location: line.Location, qty: String(Number(qty)) }),
          )
        }
        outcome={
          notOnCount
            ? { tone: 'error', title: t('inventory.cycleCount.notOnCount', { item: itemNo.trim().toUpperCase() }) }
            : submit.outcome
        }
        aside={
          <CounterPicker
            showManager={false}
            managerId={managerId}
            counterId={counterId}
            onCounterChange={setCounterId}
          />
        }
      >
        <ScanInput
          ref={itemRef}
          label={t('inventory.item')}
          value={itemNo}
          onChange={setItemNo}
          w={240}
          placeholder={t('inventory.scanItemLabel')}
        />
        <ScanInput
          label={t('inventory.location')}
          value={location || line?.Location || ''}
          onChange={setLocation}
          w={160}
          placeholder={t('inventory.bin')}
        />
        <NumberInput
          label={line ? t('inventory.countedUom', { uom: line.UOM }) : t('inventory.counted')}
          value={qty}
          onChange={setQty}
          min={0}
          max={1000000}
          w={150}
          decimalScale={4}
        />
      </ScanPanel>
      {grid}
    </Stack>
  );
}
