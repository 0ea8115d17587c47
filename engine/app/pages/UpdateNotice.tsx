// Tells the user a newer front end is deployed (server FrontendVersion above the app's 1.3.1, SPEC §4).
import { Button, Group, Notification, Text } from '@mantine/core';
import { reloadToNewBuild } from '../serviceWorker';
import { appVersion } from '../version';

export interface UpdateNoticeProps {
  serverVersion: string;
  onDismiss: () => void;
}

export function UpdateNotice({ serverVersion, onDismiss }: UpdateNoticeProps) {
  return (
    <Notification
      title="A new version of the portal is available"
      color="norstar"
      onClose={onDismiss}
      role="status"
      style={{ position: 'fixed', right: 16, bottom: 24, zIndex: 2500, maxWidth: 380 }}
    >
      <Text size="sm" mb="xs">
        Version {serverVersion} is out (you have {appVersion}). Reload the page to update.
      </Text>
      <Group justify="flex-end">
        <Button size="xs" onClick={reloadToNewBuild}>
          Reload
        </Button>
      </Group>
    </Notification>
  );
}
