// Inventory/Physical/PartsIdentify: a counter finds a part without a tag: scan its label or part number, the bin and
// the quantity; the portal says what the part is and where the system holds it, and records the find (an unknown
// label is recorded too, for research). The list shows the finds since the count began. The bin is checked against the
// plant's locations kept on the device first, so an unknown bin is refused even while the server cannot be reached.
import { useRef, useState } from 'react';
import { NumberInput, Stack } from '@mantine/core';
import { LastRefreshed, useAppStore, useT, type CustomComponentProps } from '../../engine/kit';
import { ScanInput } from './scanning/ScanInput';
import { ScanPanel } from './scanning/ScanPanel';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';
import { useScanCodes } from './scanning/useScanCodes';
import { useScanSubmit } from './scanning/useScanSubmit';

export default function PhysicalPartsIdentify({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const plant = useAppStore((s) => s.plant);
  const [value, setValue] = useState('');
  const [location, setLocation] = useState('');
  const [qty, setQty] = useState<number | string>(1);
  const [checking, setChecking] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const codes = useScanCodes();
  const { data, grid } = useDefinitionGrid(definition, routeParams);
  const clear = (refresh: boolean) => {
    setValue('');
    setQty(1);
    if (refresh) data.refetch();
    ref.current?.focus();
  };
  const submit = useScanSubmit<'identifyPart'>(
    (r) =>
      r.Identified
        ? {
            tone: 'ok',
            title: `${r.ItemNo}: ${r.Descrip}`,
            message: r.OnHandLocations
              ? t('inventory.identify.class', { class: r.Class, locations: r.OnHandLocations })
              : t('inventory.identify.classNone', { class: r.Class }),
          }
        : {
            tone: 'warn',
            title: t('inventory.identify.notAnItem', { value: r.ScannedValue }),
            message: t('inventory.identify.research'),
          },
    () => clear(true),
    () => clear(false),
  );
  const save = async () => {
    // The scanned value may be a label that is no item (recorded for research): only the bin is checked.
    setChecking(true);
    const refusal = await codes.check({ location }).finally(() => setChecking(false));
    if (refusal) {
      submit.setOutcome({ tone: 'error', title: t('inventory.notRecorded'), message: refusal });
      return;
    }
    await submit.run(
      'identifyPart',
      { plant },
      { Value: value.trim(), Location: location.trim() || null, Qty: Number(qty) },
      t('inventory.identify.entry', { value: value.trim(), qty: String(Number(qty)) }),
    );
  };
  return (
    <Stack gap="md">
      <ScanPanel
        title={t('inventory.identify.title')}
        hint={t('inventory.identify.hint')}
        submitLabel={t('inventory.identify.submit')}
        busy={submit.busy || checking}
        canSubmit={value.trim() !== '' && Number(qty) > 0}
        onSubmit={() => void save()}
        outcome={submit.outcome}
      >
        <ScanInput
          ref={ref}
          label={t('inventory.identify.partLabel')}
          value={value}
          onChange={setValue}
          w={260}
          maxLength={40}
        />
        <ScanInput
          label={t('inventory.identify.foundAt')}
          value={location}
          onChange={setLocation}
          w={160}
          maxLength={40}
          placeholder={t('inventory.binOptional')}
        />
        <NumberInput label={t('inventory.quantity')} value={qty} onChange={setQty} min={0.01} max={100000} w={120} />
      </ScanPanel>
      <LastRefreshed
        what={t('inventory.scanCodes.what')}
        refreshedAt={codes.refreshedAt}
        fromDevice={codes.fromDevice}
      />
      {grid}
    </Stack>
  );
}
