// Inventory/Labels: scan or type an item number, a bin or a VIN, choose the copies and print; the server tells which
// kind of label it is and records the print. The list shows the period's prints.
import { useRef, useState } from 'react';
import { NumberInput, Stack } from '@mantine/core';
import { t, useAppStore, useT, type CustomComponentProps } from '../../engine/kit';
import { ScanInput } from './scanning/ScanInput';
import { ScanPanel } from './scanning/ScanPanel';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';
import { useScanSubmit } from './scanning/useScanSubmit';
import { printLabel, type LabelContent } from './scanning/printLabel';

interface LabelRow {
  LabelType: 'item' | 'location' | 'vin';
  Value: string;
  ItemNo: string | null;
  Descrip: string | null;
  Location: string | null;
  VIN: string | null;
  Copies: number;
}

const HEADINGS = { item: 'inventory.item', location: 'inventory.location', vin: 'inventory.unitVin' } as const;

export function labelContent(row: LabelRow): LabelContent {
  const lines = [
    row.LabelType === 'vin' && row.ItemNo ? t('inventory.labels.modelLine', { item: row.ItemNo }) : null,
    row.Descrip,
    row.LabelType === 'item' && row.Location ? t('inventory.labels.binLine', { location: row.Location }) : null,
  ].filter((l): l is string => Boolean(l));
  return { value: row.Value, heading: t(HEADINGS[row.LabelType]), lines, copies: row.Copies };
}

export default function Labels({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const plant = useAppStore((s) => s.plant);
  const [value, setValue] = useState('');
  const [copies, setCopies] = useState<number | string>(1);
  const valueRef = useRef<HTMLInputElement>(null);
  const { data, filterBar, grid } = useDefinitionGrid(definition, routeParams);
  const submit = useScanSubmit<'printInventoryLabel'>(
    (r) => ({
      tone: 'ok',
      title: t('inventory.labels.sent', { type: r.LabelType, value: r.Value }),
      message: `${t('inventory.labels.copyCount', { count: r.Copies })}${r.Descrip ? ` · ${r.Descrip}` : ''}`,
    }),
    (r) => {
      printLabel(labelContent(r));
      setValue('');
      data.refetch();
      valueRef.current?.focus();
    },
  );
  return (
    <Stack gap="md">
      <ScanPanel
        title={t('inventory.labels.title')}
        hint={t('inventory.labels.hint')}
        submitLabel={t('inventory.labels.print')}
        busy={submit.busy}
        canSubmit={value.trim() !== '' && Number(copies) >= 1}
        onSubmit={() =>
          void submit.run('printInventoryLabel', { plant }, { Value: value.trim(), Copies: Number(copies) })
        }
        outcome={submit.outcome}
      >
        <ScanInput
          ref={valueRef}
          label={t('inventory.labels.value')}
          value={value}
          onChange={setValue}
          w={280}
          maxLength={40}
        />
        <NumberInput
          label={t('inventory.labels.copies')}
          value={copies}
          onChange={setCopies}
          min={1}
          max={50}
          w={100}
          allowDecimal={false}
        />
      </ScanPanel>
      {filterBar}
      {grid}
    </Stack>
  );
}
