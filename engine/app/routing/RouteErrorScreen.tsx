// The router's error element: a chunk that failed or timed out, or a screen that crashed, shown with its cause.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Alert, Button, Center, Group, Stack } from '@mantine/core';
import { ChunkLoadError } from '../../ui/chunkLoading';
import { NotFound } from '../pages/NotFound';

export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const title = error instanceof ChunkLoadError ? 'Part of the portal could not be loaded' : 'Something went wrong';
  const message =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : String(error);
  return (
    <Center mih="60vh" p="md">
      <Stack maw={640}>
        <Alert color="red" title={title} role="alert">
          {message}
        </Alert>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button variant="default" component={Link} to="/Internal">
            Back to the portal
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
