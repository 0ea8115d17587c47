// A detail definition rendered for one record: header fields plus tabs of child grids (which drill further). Used by
// the drill-down dialogs (drill value bound to {from: drill}) and by routed detail screens (route params).
import { useMemo, useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import type { DetailScreen, DetailTab } from '../../screen/types';
import { EmptyState, ErrorState, LoadingState } from '../../ui/ScreenStates';
import { useBindingContext } from '../../data/useBindingContext';
import { StaleDataNotice } from '../../ui/StaleDataNotice';
import { useScreenData } from '../../data/useScreenData';
import type { BindingContext } from '../../data/bindParams';
import { DataGridView } from '../grid/DataGridView';
import { DetailHeaderView } from './DetailHeader';
import { PurchaseOrderLines } from './PurchaseOrderLines';
import { useSession } from '../../session/useSession';
import { currencyOf } from '../../format';
import { t } from '../../i18n/translate';
import { historyKeyOf } from '../history/historyKeyOf';
import { RecordHistoryPanel } from '../history/RecordHistoryPanel';

export interface DetailViewProps {
  definition: DetailScreen;
  drill?: unknown;
  routeParams: Record<string, string | undefined>;
}

const NO_FILTERS = {};

function DetailTabPanel({
  definition,
  tab: source,
  index,
  ctx,
  recordCurrency,
}: {
  definition: DetailScreen;
  tab: DetailTab;
  index: number;
  ctx: BindingContext;
  /** The record's currency (its Currency or plant): the tab's amounts are the record's unless their rows say. */
  recordCurrency: string | undefined;
}) {
  const tab = useMemo(() => withRecordCurrency(source, recordCurrency), [source, recordCurrency]);
  const data = useScreenData(tab.dataSource, ctx);
  if (tab.view === 'purchaseOrderLines') {
    if (data.error) return <ErrorState error={data.error} />;
    return (
      <>
        <StaleDataNotice data={data} />
        <PurchaseOrderLines lines={data.rows} columns={tab.columns} />
      </>
    );
  }
  return (
    <>
      <StaleDataNotice data={data} />
      <DataGridView
        gridId={`${definition.id}.tab${index}`}
        columns={tab.columns}
        rows={data.rows}
        isLoading={data.isLoading}
        error={data.error}
        options={{ height: '45vh', rowNumbers: false }}
      />
    </>
  );
}

/** A tab whose currency columns that say no currency of their own fall back to the record's. */
function withRecordCurrency(tab: DetailTab, currency: string | undefined): DetailTab {
  if (!currency) return tab;
  return {
    ...tab,
    columns: tab.columns.map((column) =>
      column.type === 'currency' && !column.currency && !column.currencyField
        ? { ...column, plantCurrency: currency }
        : column,
    ),
  };
}

export function DetailView({ definition, drill, routeParams }: DetailViewProps) {
  const ctx = useBindingContext(NO_FILTERS, routeParams, drill);
  const header = useScreenData(definition.header.dataSource, ctx);
  const record = useMemo(() => header.rows[0], [header.rows]);
  // Tabs bind the header's record too ({from: record}: e.g. the item's ARINVT_ID when drilled by item number).
  const tabCtx = useMemo(() => ({ ...ctx, record }), [ctx, record]);
  const { hasAnyRole } = useSession();
  // A tab with roles is shown only to its readers (its operation answers them only); the index keeps its grid id.
  const tabs = (definition.tabs ?? []).map((tab, index) => ({ tab, index })).filter(({ tab }) => hasAnyRole(tab.roles));
  // The record's change history as the last tab, when the definition declares it and the record has its key.
  const historyKey = definition.history ? historyKeyOf(record, definition.history.key, ctx) : undefined;
  const [active, setActive] = useState<string | null>(tabs.length ? String(tabs[0].index) : 'history');

  if (header.error) return <ErrorState error={header.error} />;
  if (header.isLoading) return <LoadingState />;
  if (!record) return <EmptyState />;
  return (
    <Stack gap="md">
      <StaleDataNotice data={header} />
      <DetailHeaderView record={record} fields={definition.header.fields} titleField={definition.header.titleField} />
      {(tabs.length > 0 || historyKey !== undefined) && (
        <Tabs value={active} onChange={setActive} keepMounted={false} variant="outline">
          <Tabs.List>
            {tabs.map(({ tab, index: i }) => (
              <Tabs.Tab key={tab.title} value={String(i)}>
                {tab.title}
              </Tabs.Tab>
            ))}
            {historyKey !== undefined && <Tabs.Tab value="history">{t('history.tab')}</Tabs.Tab>}
          </Tabs.List>
          {tabs.map(({ tab, index: i }) => (
            <Tabs.Panel key={tab.title} value={String(i)} pt="sm">
              <DetailTabPanel
                definition={definition}
                tab={tab}
                index={i}
                ctx={tabCtx}
                recordCurrency={currencyOf({}, record)}
              />
            </Tabs.Panel>
          ))}
          {definition.history && historyKey !== undefined && (
            <Tabs.Panel value="history" pt="sm">
              <RecordHistoryPanel entity={definition.history.entity} recordKey={historyKey} />
            </Tabs.Panel>
          )}
        </Tabs>
      )}
    </Stack>
  );
}
