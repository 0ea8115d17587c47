// The frame of the public screens (job application, order status): the company bar and a padded page, without the
// internal navigation; signing in is one click away.
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';

export function PublicLayout() {
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="norstar.9" py="sm">
        <Container size="lg">
          <Group justify="space-between">
            <Text fw={800} size="xl" c="white" style={{ letterSpacing: 1 }}>
              Norstar
            </Text>
            <Anchor component={Link} to="/" c="white" size="sm">
              Staff sign-in
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="xl" component="main">
        <Outlet />
      </Container>
    </Box>
  );
}
