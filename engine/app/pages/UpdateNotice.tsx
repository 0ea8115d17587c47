// Tells the user a newer front end is deployed (server FrontendVersion above the app's 1.3.1, SPEC §4).
import { Button, Group, Notification, Text } from '@mantine/core';
import { reloadToNewBuild } from '../serviceWorker';
import { appVersion } from '../version';
import { useT } from '../../i18n/translate';

export interface UpdateNoticeProps {
  serverVersion: string;
  onDismiss: () => void;
}

export function UpdateNotice({ serverVersion, onDismiss }: UpdateNoticeProps) {
  const t = useT();
  return (
    <Notification
      title={t('shell.update.title')}
      color="norstar"
      onClose={onDismiss}
      role="status"
      style={{ position: 'fixed', right: 16, bottom: 24, zIndex: 2500, maxWidth: 380 }}
    >
      <Text size="sm" mb="xs">
        {t('shell.update.text', { server: serverVersion, app: appVersion })}
      </Text>
      <Group justify="flex-end">
        <Button size="xs" onClick={reloadToNewBuild}>
          {t('common.reload')}
        </Button>
      </Group>
    </Notification>
  );
}
