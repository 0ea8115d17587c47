// A record dialog with its History beside it (a row dialog of a grid that declares "history"): the dialog's own
// content under a first tab named after the action, the record's change history under History. Without a history
// declaration (or a key on the row) the content is shown alone, as before.
import { useState, type ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import type { RecordHistory } from '../../screen/types';
import { t } from '../../i18n/translate';
import { historyKeyOf } from './historyKeyOf';
import { RecordHistoryPanel } from './RecordHistoryPanel';

export interface WithHistoryTabProps {
  history: RecordHistory | undefined;
  record: Readonly<Record<string, unknown>> | undefined;
  /** The first tab's title (the action's label, e.g. "Edit"). */
  label: string;
  children: ReactNode;
}

export function WithHistoryTab({ history, record, label, children }: WithHistoryTabProps) {
  const [tab, setTab] = useState<string | null>('record');
  const key = history ? historyKeyOf(record, history.key) : undefined;
  if (!history || key === undefined) return <>{children}</>;
  return (
    // The record tab stays mounted: what was typed there survives a look at the history.
    <Tabs value={tab} onChange={setTab} variant="outline">
      <Tabs.List mb="sm">
        <Tabs.Tab value="record">{label}</Tabs.Tab>
        <Tabs.Tab value="history">{t('history.tab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="record">{children}</Tabs.Panel>
      <Tabs.Panel value="history">
        {tab === 'history' ? <RecordHistoryPanel entity={history.entity} recordKey={key} /> : null}
      </Tabs.Panel>
    </Tabs>
  );
}
