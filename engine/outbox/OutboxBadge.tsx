// The header's outbox button: the number of entries waiting on this device (with a progress line while they are being
// sent) and the panel that lists them.
import { useEffect, useState } from 'react';
import { Badge, Button, Drawer, Progress, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useAppStore } from '../stores/appStore';
import { OutboxEntryCard } from './OutboxEntryCard';
import { startOutboxSync, useOutboxStore } from './outboxStore';

export function OutboxBadge() {
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
        aria-label={`Outbox: ${waiting} waiting`}
      >
        Outbox
      </Button>
      <Drawer opened={opened} onClose={() => setOpened(false)} position="right" title="Outbox" size="lg">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Entries saved on this device while the server could not be reached. They are sent in order as soon as it
            can.
          </Text>
          {progress ? (
            <div role="status" aria-label="Outbox sync">
              <Text size="sm">
                Sending {Math.min(progress.done + 1, progress.total)} of {progress.total}
              </Text>
              <Progress value={(progress.done / progress.total) * 100} />
            </div>
          ) : null}
          {entries.length === 0 ? <Text size="sm">Nothing waiting: every entry has reached the server.</Text> : null}
          {mine.map((entry) => (
            <OutboxEntryCard key={entry.seq} entry={entry} />
          ))}
          {held.map((entry) => (
            <OutboxEntryCard key={entry.seq} entry={entry} heldFor={entry.userName} />
          ))}
        </Stack>
      </Drawer>
    </>
  );
}
