// Inventory/Physical/TagAudit: a floor auditor re-counts a tag the counters already counted: scan the tag or VIN,
// type the quantity found, save; mismatches go to the top of the list for the count leader to resolve.
import { useRef, useState } from 'react';
import { NumberInput, Stack } from '@mantine/core';
import { useAppStore, type CustomComponentProps } from '../../engine/kit';
import { ScanInput } from './scanning/ScanInput';
import { ScanPanel } from './scanning/ScanPanel';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';
import { useScanSubmit } from './scanning/useScanSubmit';

export default function PhysicalTagAudit({ definition, routeParams }: CustomComponentProps) {
  const plant = useAppStore((s) => s.plant);
  const [tag, setTag] = useState('');
  const [qty, setQty] = useState<number | string>(1);
  const ref = useRef<HTMLInputElement>(null);
  const { data, grid } = useDefinitionGrid(definition, routeParams);
  const clear = (refresh: boolean) => {
    setTag('');
    setQty(1);
    if (refresh) data.refetch();
    ref.current?.focus();
  };
  const submit = useScanSubmit<'auditPhysicalTag'>(
    (a) => ({
      tone: a.Result === 'Match' ? 'ok' : 'warn',
      title: `Tag ${a.TagNo} at ${a.Location}: ${a.Result === 'Match' ? 'matches the count' : 'does not match the count'}`,
      message: `Counted ${a.CountedQty}, audited ${a.AuditedQty}.`,
    }),
    () => clear(true),
    () => clear(false),
  );
  return (
    <Stack gap="md">
      <ScanPanel
        title="Audit a tag"
        hint="Scan the tag or VIN, type how many units you found at the tag, save."
        submitLabel="Save audit"
        busy={submit.busy}
        canSubmit={tag.trim() !== '' && qty !== ''}
        onSubmit={() =>
          void submit.run(
            'auditPhysicalTag',
            { plant },
            { TagNo: tag.trim(), AuditedQty: Number(qty) },
            `Tag audit · ${tag.trim()} · ${Number(qty)}`,
          )
        }
        outcome={submit.outcome}
      >
        <ScanInput ref={ref} label="Tag or VIN" value={tag} onChange={setTag} w={260} maxLength={40} />
        <NumberInput label="Units found" value={qty} onChange={setQty} min={0} max={100000} w={130} />
      </ScanPanel>
      {grid}
    </Stack>
  );
}
