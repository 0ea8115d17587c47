// One entry of the outbox panel: what it is, its state, the server's message when it was refused, and what the user
// can do — send again (after correcting the refused fields) or discard it.
import { useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { confirmAction } from '../ui/confirmAction';
import { formatDateTime } from '../format/formatDate';
import { useT } from '../i18n/translate';
import { discardEntry, resendEntry } from './outboxStore';
import type { OutboxEntry } from './outboxTypes';

type Primitive = string | number | boolean | null;

function isPrimitive(value: unknown): value is Primitive {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** The typed text back in the field's original kind (a reading stays a number). */
function parseLike(original: unknown, text: string): unknown {
  if (typeof original === 'number') {
    const n = Number(text.trim().replace(',', '.'));
    return text.trim() === '' || !Number.isFinite(n) ? text : n;
  }
  if (original === null && text === '') return null;
  return text;
}

export function OutboxEntryCard({ entry, heldFor }: { entry: OutboxEntry; heldFor?: string }) {
  const t = useT();
  const failed = entry.state === 'failed';
  const fields = Object.entries(entry.body ?? {}).filter(([, v]) => isPrimitive(v));
  const [edits, setEdits] = useState<Record<string, string>>({});
  const fieldError = (field: string) => entry.fieldErrors?.find((f) => f.field === field)?.message;
  // A refused entry shows the refused fields first, so the correction is where the eye goes.
  const editable = failed
    ? [...fields].sort(([a], [b]) => Number(Boolean(fieldError(b))) - Number(Boolean(fieldError(a))))
    : [];

  const corrected = () => {
    const body: Record<string, unknown> = { ...entry.body };
    for (const [field, text] of Object.entries(edits)) body[field] = parseLike(entry.body?.[field], text);
    return body;
  };

  const state = heldFor
    ? { label: t('outbox.heldFor', { user: heldFor }), color: 'gray' }
    : failed
      ? { label: t('outbox.failed'), color: 'red' }
      : entry.state === 'sending'
        ? { label: t('outbox.sending'), color: 'blue' }
        : { label: t('outbox.pending'), color: 'yellow' };

  return (
    <Card withBorder padding="sm" data-outbox-entry={entry.seq} data-state={heldFor ? 'held' : entry.state}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {entry.label}
          </Text>
          <Badge color={state.color} variant="light">
            {state.label}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('outbox.entered', { when: formatDateTime(entry.createdAt), user: entry.userName })}
          {entry.attempts ? t('outbox.attempts', { count: entry.attempts }) : ''}
        </Text>
        {failed && entry.message ? (
          <Text size="sm" c="red" role="alert">
            {entry.message}
          </Text>
        ) : null}
        {editable.length ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4}>
            {editable.map(([field, value]) => (
              <TextInput
                key={field}
                size="xs"
                label={field}
                value={edits[field] ?? (value === null ? '' : String(value))}
                error={fieldError(field)}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  setEdits((all) => ({ ...all, [field]: text }));
                }}
              />
            ))}
          </SimpleGrid>
        ) : null}
        {heldFor ? null : (
          <Group justify="flex-end" gap="xs">
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={async () => {
                const confirmed = await confirmAction({
                  title: t('outbox.discardTitle'),
                  message: t('outbox.discardMessage', { label: entry.label }),
                  confirmLabel: t('outbox.discard'),
                  color: 'red',
                });
                if (confirmed) await discardEntry(entry.seq);
              }}
            >
              {t('outbox.discard')}
            </Button>
            <Button size="xs" onClick={() => void resendEntry(entry.seq, failed ? corrected() : undefined)}>
              {failed ? t('outbox.sendAgain') : t('outbox.retryNow')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
