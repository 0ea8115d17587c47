// The History tab of a record: the record's change entries from listRecordHistory, newest first, one block
// per entry — when (plant time), who (and on whose behalf, when they had logged in as another user), created / changed / removed, the list line when a
// line changed ("Roles · change_plant added") — then each field "Field: old → new" (a secret only as changed).
// Used by the drill-down dialogs, record forms, row dialogs (engine) and the user dialog (screens/Admin).
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../api/callOperation';
import { ApiError } from '../../api/ApiError';
import type { Schemas } from '../../api/operationTypes';
import { changeText, historyActionName, lineText, visibleChanges } from '../../format/historyChanges';
import { formatPlantDateTime } from '../../format/plantTime';
import { t, useLocale } from '../../i18n/translate';
import { useAppStore } from '../../stores/appStore';
import { EmptyState, ErrorState, LoadingState } from '../../ui/ScreenStates';
import { RECORD_HISTORY_QUERY } from './historyKeyOf';

export type HistoryEntry = Schemas['HistoryEntry'];

export const recordHistoryKey = (entity: string, key: string) => [RECORD_HISTORY_QUERY, entity, key] as const;

const ACTION_COLORS: Record<HistoryEntry['Action'], string> = { created: 'green', changed: 'blue', removed: 'red' };

export interface RecordHistoryPanelProps {
  /** The history entity (the table name in kebab-case, e.g. "users"). */
  entity: string;
  /** The record's key as text (its id, guid, or composite key parts joined by "/"). */
  recordKey: string;
}

export function RecordHistoryPanel({ entity, recordKey }: RecordHistoryPanelProps) {
  const history = useQuery({
    queryKey: recordHistoryKey(entity, recordKey),
    queryFn: ({ signal }) => callOperation('listRecordHistory', { entity, key: recordKey }, undefined, { signal }),
    // Each opening reads it afresh: the record may just have been saved.
    staleTime: 0,
    gcTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  // A reader whose roles write nothing of this kind may open the record but not its history: said quietly.
  if (history.error instanceof ApiError && history.error.status === 403)
    return <EmptyState message={t('history.notAllowed')} />;
  if (history.error) return <ErrorState error={history.error} title={t('history.loadFailed')} />;
  if (history.isPending) return <LoadingState />;
  return <HistoryEntries entries={history.data} />;
}

/** The entries, newest first; "No changes recorded yet" for none. */
export function HistoryEntries({ entries }: { entries: readonly HistoryEntry[] }) {
  const locale = useLocale();
  const plant = useAppStore((s) => s.plant);
  if (!entries.length) return <EmptyState message={t('history.empty')} />;
  const newestFirst = [...entries].sort((a, b) => b.Seq - a.Seq);
  return (
    <Stack gap="sm" data-testid="record-history">
      <Text size="sm" c="dimmed">
        {t('history.entries', { count: entries.length })}
      </Text>
      {newestFirst.map((entry) => (
        <Paper key={entry.Seq} withBorder radius="sm" p="sm" data-testid="history-entry">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={ACTION_COLORS[entry.Action]}>
              {historyActionName(entry.Action)}
            </Badge>
            <Text size="sm" fw={600}>
              {formatPlantDateTime(entry.At, entry.Plant ?? plant, locale)}
            </Text>
            <Text size="sm">{who(entry)}</Text>
            {entry.Line ? (
              <Text size="sm" c="dimmed">
                {lineText(entry)}
              </Text>
            ) : null}
          </Group>
          {visibleChanges(entry.Changes).length ? (
            <Stack component="ul" gap={2} mt={6} pl="md" style={{ margin: 0 }}>
              {visibleChanges(entry.Changes).map((change) => (
                <Text component="li" size="sm" key={change.Field}>
                  {changeText(change)}
                </Text>
              ))}
            </Stack>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}

/** "Ivan Tech (it.support)", "Ivan Tech (it.support) on behalf of qc.inspector" (logged in as them), or "Public form". */
function who(entry: HistoryEntry): string {
  if (!entry.User) return t('history.publicForm');
  const user = entry.UserName && entry.UserName !== entry.User ? `${entry.UserName} (${entry.User})` : entry.User;
  return entry.OnBehalfOf ? t('history.onBehalfOf', { user, onBehalfOf: entry.OnBehalfOf }) : user;
}
