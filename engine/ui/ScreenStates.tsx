// The loading, empty, prompt and error states every renderer shows the same way. data-screen-state marks them so browser
// tests (and support staff reading a screenshot) can tell a screen still loading from one that failed.
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDatabaseOff, IconSearch } from '@tabler/icons-react';
import { t } from '../i18n/translate';

export function LoadingState({ label = t('state.loading') }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite" data-screen-state="loading">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

export function EmptyState({ message = t('state.noData') }: { message?: string }) {
  return <QuietState state="empty" icon={IconDatabaseOff} message={message} />;
}

/** A dimmed icon over a dimmed message: the empty and the prompt states. */
function QuietState({ state, icon: Icon, message }: { state: string; icon: typeof IconSearch; message: string }) {
  return (
    <Center py="xl" data-screen-state={state}>
      <Stack align="center" gap={4}>
        <Icon size={28} stroke={1.5} color="var(--mantine-color-gray-5)" />
        <Text c="dimmed">{message}</Text>
      </Stack>
    </Center>
  );
}

/**
 * A screen that cannot load until the user fills a required filter (VIN Lookup's VIN) asks for it instead of showing
 * "No data" for a search nobody made.
 */
export function PromptState({ message }: { message: string }) {
  return <QuietState state="prompt" icon={IconSearch} message={message} />;
}

/** The server's message in a red alert (ApiError.message is the server's {message}). */
export function ErrorState({ error, title = t('state.loadFailed') }: { error: Error; title?: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle size={18} />}
      role="alert"
      data-screen-state="error"
    >
      {error.message || t('common.actionFailed')}
    </Alert>
  );
}
