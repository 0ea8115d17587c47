// The internal frame: header (logo, plant, "Go to screen", the outbox when entries wait, user menu), the navbar of areas and screens, and the
// routed screen in the main area.
import { Outlet } from 'react-router-dom';
import { AppShell, Burger, Button, Group, Kbd, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { OutboxBadge } from '../../outbox/OutboxBadge';
import { NavMenu } from './NavMenu';
import { PlantSelector } from './PlantSelector';
import { LazyScreenSpotlight, openScreenSearch } from './LazyScreenSpotlight';
import { UserMenu } from './UserMenu';
import { useT } from '../../i18n/translate';

export function PortalLayout() {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const t = useT();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header bg="norstar.9" style={{ borderBottom: 0 }}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label={t('shell.menu')}
            />
            <Text c="white" fw={800} size="xl" style={{ letterSpacing: 1 }}>
              Norstar
            </Text>
            <PlantSelector />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Button
              variant="white"
              color="norstar"
              size="xs"
              leftSection={<IconSearch size={14} />}
              rightSection={
                <Kbd size="xs" visibleFrom="md">
                  Ctrl + K
                </Kbd>
              }
              onClick={openScreenSearch}
            >
              {t('shell.goToScreen')}
            </Button>
            <OutboxBadge />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <NavMenu onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
      <LazyScreenSpotlight />
    </AppShell>
  );
}
