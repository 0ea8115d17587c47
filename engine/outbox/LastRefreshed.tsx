// The line a plant-floor screen shows under its lookup data: when it was last loaded from the server, and whether the
// screen is working from the device's copy.
import { Text } from '@mantine/core';
import { formatDateTime } from '../format/formatDate';
import { useT } from '../i18n/translate';

export interface LastRefreshedProps {
  /** What the data is, e.g. "Units". */
  what: string;
  refreshedAt: string | undefined;
  fromDevice: boolean;
}

export function LastRefreshed({ what, refreshedAt, fromDevice }: LastRefreshedProps) {
  const t = useT();
  if (!refreshedAt) return null;
  return (
    <Text size="xs" c={fromDevice ? 'orange' : 'dimmed'} data-testid="last-refreshed">
      {t('outbox.lastRefreshed', { what, when: formatDateTime(refreshedAt) })}
      {fromDevice ? t('outbox.offlineCopy') : ''}
    </Text>
  );
}
