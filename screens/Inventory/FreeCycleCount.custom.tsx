// Inventory/FreeCycleCount: count any item at any bin outside the schedule (a found discrepancy, a customer
// complaint): scan the item and the bin, type the quantity, save; the list shows the period's free counts with the
// difference against the system quantity. The item and the bin are checked against the plant's codes kept on the
// device first, so an unknown code is refused even while the server cannot be reached.
import { useRef, useState } from 'react';
import { NumberInput, Stack } from '@mantine/core';
import { LastRefreshed, useAppStore, useT, type CustomComponentProps } from '../../engine/kit';
import { CounterPicker } from './scanning/CounterPicker';
import { ScanInput } from './scanning/ScanInput';
import { ScanPanel } from './scanning/ScanPanel';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';
import { useScanCodes } from './scanning/useScanCodes';
import { useScanSubmit } from './scanning/useScanSubmit';

export default function FreeCycleCount({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const plant = useAppStore((s) => s.plant);
  const [managerId, setManagerId] = useState<number | null>(null);
  const [counterId, setCounterId] = useState<number | null>(null);
  const [itemNo, setItemNo] = useState('');
  const [location, setLocation] = useState('');
  const [qty, setQty] = useState<number | string>('');
  const [checking, setChecking] = useState(false);
  const itemRef = useRef<HTMLInputElement>(null);
  const codes = useScanCodes();
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
      title: t('inventory.freeCount.counted', {
        item: c.ItemNo,
        location: c.Location,
        qty: String(c.CountedQty),
        uom: c.UOM,
      }),
      message: c.Variance
        ? t('inventory.freeCount.variance', { system: String(c.SystemQty), variance: String(c.Variance) })
        : t('inventory.matchesSystem'),
    }),
    () => clear(true),
    () => clear(false),
  );
  const save = async (counter: number) => {
    setChecking(true);
    const refusal = await codes.check({ item: itemNo, location }).finally(() => setChecking(false));
    if (refusal) {
      submit.setOutcome({ tone: 'error', title: t('inventory.notRecorded'), message: refusal });
      return;
    }
    await submit.run(
      'recordFreeCycleCount',
      { plant },
      { ItemNo: itemNo.trim(), Location: location.trim(), CountedQty: Number(qty), CounterId: counter },
      t('inventory.freeCount.entry', { item: itemNo.trim(), location: location.trim(), qty: String(Number(qty)) }),
    );
  };
  return (
    <Stack gap="md">
      <ScanPanel
        title={t('inventory.freeCount.title')}
        hint={t('inventory.freeCount.hint')}
        submitLabel={t('inventory.saveCount')}
        busy={submit.busy || checking}
        canSubmit={itemNo.trim() !== '' && location.trim() !== '' && qty !== '' && counterId !== null}
        onSubmit={() => counterId !== null && void save(counterId)}
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
          label={t('inventory.item')}
          value={itemNo}
          onChange={setItemNo}
          w={240}
          placeholder={t('inventory.scanItemLabel')}
        />
        <ScanInput
          label={t('inventory.location')}
          value={location}
          onChange={setLocation}
          w={160}
          placeholder={t('inventory.scanBin')}
        />
        <NumberInput
          label={t('inventory.counted')}
          value={qty}
          onChange={setQty}
          min={0}
          max={1000000}
          w={140}
          decimalScale={4}
        />
      </ScanPanel>
      <LastRefreshed
        what={t('inventory.scanCodes.what')}
        refreshedAt={codes.refreshedAt}
        fromDevice={codes.fromDevice}
      />
      {filterBar}
      {grid}
    </Stack>
  );
}
