// The header's outbox button: the number of entries waiting on this device (with a progress line while they are being
// sent) and the panel that lists them.
import { useEffect, useState } from 'react';
import { Badge, Button, Progress, Stack, Text } from '@mantine/core';
import { LazyDrawer } from '../ui/LazyDialogs';
import { IconCloudUpload } from '@tabler/icons-react';
import { useAppStore } from '../stores/appStore';
import { useT } from '../i18n/translate';
import { OutboxEntryCard } from './OutboxEntryCard';
import { startOutboxSync, useOutboxStore } from './outboxStore';

export function OutboxBadge() {
  const t = useT();
  const entries = useOutboxStore((s) => s.entries);
  const progress = useOutboxStore((s) => s.progress);
  const userGuid = useAppStore((s) => s.user?.Guid);
  const [opened, setOpened] = useState(false);
  useEffect(() => startOutboxSync(), []);

  const mine = entries.filter((e) => e.userGuid === userGuid);
  const held = entries.filter((e) => e.userGuid !== userGuid);
  const waiting = mine.length;
  if (entries.length === 0 && !opened) return null;

  return (
    <>
      <Button
        variant="white"
        color={mine.some((e) => e.state === 'failed') ? 'red' : 'orange'}
        size="xs"
        leftSection={<IconCloudUpload size={14} />}
        rightSection={
          <Badge size="sm" circle color="orange" data-testid="outbox-count">
            {waiting}
          </Badge>
        }
        onClick={() => setOpened(true)}
        aria-label={t('outbox.waiting', { count: String(waiting) })}
      >
        {t('outbox.title')}
      </Button>
      <LazyDrawer opened={opened} onClose={() => setOpened(false)} position="right" title={t('outbox.title')} size="lg">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('outbox.description')}
          </Text>
          {progress ? (
            <div role="status" aria-label={t('outbox.sync')}>
              <Text size="sm">
                {t('outbox.sendingProgress', {
                  current: String(Math.min(progress.done + 1, progress.total)),
                  total: String(progress.total),
                })}
              </Text>
              <Progress value={(progress.done / progress.total) * 100} />
            </div>
          ) : null}
          {entries.length === 0 ? <Text size="sm">{t('outbox.nothingWaiting')}</Text> : null}
          {mine.map((entry) => (
            <OutboxEntryCard key={entry.seq} entry={entry} />
          ))}
          {held.map((entry) => (
            <OutboxEntryCard key={entry.seq} entry={entry} heldFor={entry.userName} />
          ))}
        </Stack>
      </LazyDrawer>
    </>
  );
}
