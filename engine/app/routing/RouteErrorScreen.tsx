// The router's error element: a chunk that failed or timed out, or a screen that crashed, shown with its cause.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Alert, Button, Center, Group, Stack } from '@mantine/core';
import { ChunkLoadError } from '../../ui/chunkLoading';
import { NotFound } from '../pages/NotFound';
import { useT } from '../../i18n/translate';

export function RouteErrorScreen() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const title = error instanceof ChunkLoadError ? t('shell.chunkFailed') : t('shell.somethingWrong');
  const message =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : String(error);
  return (
    <Center mih="60vh" p="md">
      <Stack maw={640}>
        <Alert color="red" title={title} role="alert">
          {message}
        </Alert>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
          <Button variant="default" component={Link} to="/Internal">
            {t('shell.backToPortal')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
