// Shown instead of a screen the signed-in user holds none of the roles for.
import { Alert, Stack, Title } from '@mantine/core';

export function NoPermission({ title }: { title?: string }) {
  return (
    <Stack>
      {title ? <Title order={2}>{title}</Title> : null}
      <Alert color="orange" title="No permission">
        You do not have a role that opens this screen. Ask IT to assign it to your user.
      </Alert>
    </Stack>
  );
}
