// The dashboard home of /Internal when no screen definition claims it: a greeting and the user's areas.
import { Link } from 'react-router-dom';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useVisibleScreens } from '../layout/useVisibleScreens';
import { shortTitle } from '../../ui/shortTitle';

export function InternalHome() {
  const { user, areas } = useVisibleScreens();
  return (
    <Stack>
      <Title order={2}>Welcome{user ? `, ${user.Firstname}` : ''}</Title>
      <Text c="dimmed">Pick a screen from the menu, or press Ctrl + K to go to any screen by name.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {areas.map((area) => (
          <Card key={area.area} withBorder>
            <Text fw={600} mb="xs">
              {area.area}
            </Text>
            {area.screens.slice(0, 6).map((screen) => (
              <Text key={screen.file} component={Link} to={screen.route ?? '/Internal'} size="sm" display="block">
                {shortTitle(screen.title)}
              </Text>
            ))}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
