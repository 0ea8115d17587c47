// The notice a screen shows when it could not refresh the rows it is showing (server down, network gone, 5xx): the
// rows stay, and the user sees how old they are and can try again.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ScreenData } from '../data/useScreenData';

/** 'HH:MM' on the user's clock: when the rows on screen were loaded. */
export function clockTime(at: Date): string {
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}

export function staleDataMessage(at: Date): string {
  return `The data could not be refreshed. Showing data from ${clockTime(at)}.`;
}

/** Nothing unless the last refresh of the shown rows failed. */
export function StaleDataNotice({ data }: { data: Pick<ScreenData, 'staleSince' | 'isFetching' | 'refetch'> }) {
  if (!data.staleSince) return null;
  return (
    // A status, not an alert: the rows below are still good to read; the red alert stays for data that failed to load.
    <Alert
      color="yellow"
      variant="light"
      py={6}
      mb="xs"
      icon={<IconAlertTriangle size={18} />}
      role="status"
      data-stale-notice
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{staleDataMessage(data.staleSince)}</Text>
        <Button size="compact-sm" variant="default" loading={data.isFetching} onClick={data.refetch}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
