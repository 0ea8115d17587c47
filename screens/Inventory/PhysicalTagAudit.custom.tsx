// Inventory/Physical/TagAudit: a floor auditor re-counts a tag the counters already counted: scan the tag or VIN,
// type the quantity found, save; mismatches go to the top of the list for the count leader to resolve.
import { useRef, useState } from 'react';
import { NumberInput, Stack } from '@mantine/core';
import { useAppStore, useT, type CustomComponentProps } from '../../engine/kit';
import { ScanInput } from './scanning/ScanInput';
import { ScanPanel } from './scanning/ScanPanel';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';
import { useScanSubmit } from './scanning/useScanSubmit';

export default function PhysicalTagAudit({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
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
      title: t('inventory.tagAudit.result', {
        tag: a.TagNo,
        location: a.Location,
        result: a.Result === 'Match' ? 'match' : 'mismatch',
      }),
      message: t('inventory.tagAudit.totals', { counted: String(a.CountedQty), audited: String(a.AuditedQty) }),
    }),
    () => clear(true),
    () => clear(false),
  );
  return (
    <Stack gap="md">
      <ScanPanel
        title={t('inventory.tagAudit.title')}
        hint={t('inventory.tagAudit.hint')}
        submitLabel={t('inventory.tagAudit.save')}
        busy={submit.busy}
        canSubmit={tag.trim() !== '' && qty !== ''}
        onSubmit={() =>
          void submit.run(
            'auditPhysicalTag',
            { plant },
            { TagNo: tag.trim(), AuditedQty: Number(qty) },
            t('inventory.tagAudit.entry', { tag: tag.trim(), qty: String(Number(qty)) }),
          )
        }
        outcome={submit.outcome}
      >
        <ScanInput ref={ref} label={t('inventory.tagOrVin')} value={tag} onChange={setTag} w={260} maxLength={40} />
        <NumberInput
          label={t('inventory.tagAudit.unitsFound')}
          value={qty}
          onChange={setQty}
          min={0}
          max={100000}
          w={130}
        />
      </ScanPanel>
      {grid}
    </Stack>
  );
}
