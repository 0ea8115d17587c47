// The dashboard home of /Internal when no screen definition claims it: a greeting and the user's areas.
import { Link } from 'react-router-dom';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useVisibleScreens } from '../layout/useVisibleScreens';
import { shortTitle } from '../../ui/shortTitle';
import { useT } from '../../i18n/translate';

export function InternalHome() {
  const { user, areas } = useVisibleScreens();
  const t = useT();
  return (
    <Stack>
      <Title order={2}>{user ? t('shell.welcomeName', { name: user.Firstname }) : t('shell.welcome')}</Title>
      <Text c="dimmed">{t('shell.homeHint')}</Text>
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
