// The entry half of a scanner screen: a titled card holding the scan inputs and the submit button, and under it the
// result of the last scan (green when recorded, yellow when recorded with a warning, red when refused).
import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';

export interface ScanOutcome {
  tone: 'ok' | 'warn' | 'error';
  title: string;
  message?: string;
}

export interface ScanPanelProps {
  title: string;
  hint?: string;
  submitLabel: string;
  busy: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
  outcome: ScanOutcome | null;
  children: ReactNode;
  /** Content beside the inputs, e.g. the counter picker. */
  aside?: ReactNode;
}

const TONES = {
  ok: { color: 'green', icon: <IconCircleCheck size={20} /> },
  warn: { color: 'yellow', icon: <IconAlertTriangle size={20} /> },
  error: { color: 'red', icon: <IconCircleX size={20} /> },
} as const;

export function ScanPanel({
  title,
  hint,
  submitLabel,
  busy,
  canSubmit,
  onSubmit,
  outcome,
  children,
  aside,
}: ScanPanelProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (canSubmit && !busy) onSubmit();
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Title order={4}>{title}</Title>
              {hint && (
                <Text size="sm" c="dimmed">
                  {hint}
                </Text>
              )}
            </div>
            {aside}
          </Group>
          <Group align="flex-end" gap="sm" wrap="wrap">
            {children}
            <Button type="submit" loading={busy} disabled={!canSubmit}>
              {submitLabel}
            </Button>
          </Group>
          {outcome && (
            <Alert
              color={TONES[outcome.tone].color}
              icon={TONES[outcome.tone].icon}
              title={outcome.title}
              data-testid="scan-outcome"
            >
              {outcome.message}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
