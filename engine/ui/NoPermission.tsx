// Shown instead of a screen the signed-in user holds none of the roles for.
import { Alert, Stack, Title } from '@mantine/core';
import { useT } from '../i18n/translate';

export function NoPermission({ title }: { title?: string }) {
  const t = useT();
  return (
    <Stack>
      {title ? <Title order={2}>{title}</Title> : null}
      <Alert color="orange" title={t('shell.noPermission.title')}>
        {t('shell.noPermission.text')}
      </Alert>
    </Stack>
  );
}
