// The screen for any unmatched path (SPEC §2).
import { Link, useLocation } from 'react-router-dom';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">There is no screen at {pathname}.</Text>
        <Button component={Link} to="/Internal">
          Back to the portal
        </Button>
      </Stack>
    </Center>
  );
}
