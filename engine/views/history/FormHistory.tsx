// The History panel under a form that edits a record: the loaded record's change history, or — on a form
// that edits a list of records (an HR catalogue) — the history of the row picked by its label. Rows not saved yet
// (no key) are not offered.
import { useMemo, useState } from 'react';
import { Paper, Select, Stack, Title } from '@mantine/core';
import type { RecordHistory } from '../../screen/types';
import { t } from '../../i18n/translate';
import { historyKeyOf, type HistoryKeyContext } from './historyKeyOf';
import { RecordHistoryPanel } from './RecordHistoryPanel';
import { PromptState } from '../../ui/ScreenStates';

type Data = Readonly<Record<string, unknown>>;

export interface FormHistoryProps {
  history: RecordHistory;
  /** The record as loaded (not as typed: a key typed but not saved has no history). */
  record: Data | undefined;
  /** The form's route parameters and plant, for a key that comes from them. */
  ctx: HistoryKeyContext;
}

export function FormHistory({ history, record, ctx }: FormHistoryProps) {
  return (
    <Paper withBorder radius="md" p="lg" maw={900} mt="md" data-testid="form-history">
      <Stack gap="sm">
        <Title order={4}>{t('history.tab')}</Title>
        {history.rows ? (
          <RowHistory history={history} rows={record?.[history.rows]} />
        ) : (
          <RecordOnly history={history} record={record} ctx={ctx} />
        )}
      </Stack>
    </Paper>
  );
}

function RecordOnly({ history, record, ctx }: FormHistoryProps) {
  const key = historyKeyOf(record, history.key, ctx);
  return key === undefined ? null : <RecordHistoryPanel entity={history.entity} recordKey={key} />;
}

function RowHistory({ history, rows }: { history: RecordHistory; rows: unknown }) {
  const options = useMemo(() => {
    const list = Array.isArray(rows) ? (rows as unknown[]) : [];
    const seen = new Set<string>();
    const out: { value: string; label: string }[] = [];
    for (const row of list) {
      if (typeof row !== 'object' || row === null) continue;
      const data = row as Data;
      const key = historyKeyOf(data, history.key);
      if (key === undefined || seen.has(key)) continue;
      seen.add(key);
      const label = history.labelField ? String(data[history.labelField] ?? '') : '';
      out.push({ value: key, label: label ? `${label} (${key})` : key });
    }
    return out;
  }, [rows, history.key, history.labelField]);
  const [picked, setPicked] = useState<string | null>(null);
  const key = picked && options.some((o) => o.value === picked) ? picked : null;
  return (
    <>
      <Select label={t('history.row')} data={options} value={key} onChange={setPicked} searchable clearable maw={420} />
      {key ? (
        <RecordHistoryPanel entity={history.entity} recordKey={key} />
      ) : (
        <PromptState message={t('history.pickRow')} />
      )}
    </>
  );
}
