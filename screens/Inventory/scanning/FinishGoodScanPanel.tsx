// Counting a finish-goods tag: scan (or type) the tag or the unit's VIN; a camera read is recorded at once. The
// outcome says whether the tag was counted, was already counted, or matched no tag of the current count.
import { useRef, useState } from 'react';
import { useAppStore, useT } from '../../../engine/kit';
import { ScanInput } from './ScanInput';
import { ScanPanel } from './ScanPanel';
import { useScanSubmit } from './useScanSubmit';

export function FinishGoodScanPanel({ title, onRecorded }: { title: string; onRecorded: () => void }) {
  const t = useT();
  const plant = useAppStore((s) => s.plant);
  const [value, setValue] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  const submit = useScanSubmit<'scanFinishGood'>(
    (r) => ({
      tone: r.Matched && !r.AlreadyScanned ? 'ok' : 'warn',
      title: r.message,
      message: r.Matched ? `${r.ItemNo} · ${r.Descrip} · ${r.Location}` : t('inventory.finishGoods.noTag'),
    }),
    () => {
      setValue('');
      onRecorded();
      ref.current?.focus();
    },
    () => {
      setValue('');
      ref.current?.focus();
    },
  );
  const record = (v: string) => {
    if (v.trim())
      void submit.run(
        'scanFinishGood',
        { plant, value: v.trim() },
        undefined,
        t('inventory.finishGoods.entry', { value: v.trim() }),
      );
  };
  return (
    <ScanPanel
      title={title}
      hint={t('inventory.finishGoods.hint')}
      submitLabel={t('inventory.count')}
      busy={submit.busy}
      canSubmit={value.trim() !== ''}
      onSubmit={() => record(value)}
      outcome={submit.outcome}
    >
      <ScanInput
        ref={ref}
        label={t('inventory.tagOrVin')}
        value={value}
        onChange={setValue}
        onScanned={record}
        w={280}
        maxLength={40}
        autoFocus
      />
    </ScanPanel>
  );
}
