// The navbar: areas (collapsible) and the screens of each the user may open.
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { NavLink, ScrollArea, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useVisibleScreens } from './useVisibleScreens';
import { useT } from '../../i18n/translate';

export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { areas } = useVisibleScreens();
  const { pathname } = useLocation();
  const t = useT();
  return (
    <ScrollArea h="100%" type="auto">
      <nav aria-label={t('shell.screens')}>
        <NavLink
          component={RouterNavLink}
          to="/Internal"
          end
          label={t('shell.home')}
          leftSection={<IconHome size={16} />}
          active={pathname === '/Internal'}
          onClick={onNavigate}
        />
        {areas.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            {t('shell.noScreens')}
          </Text>
        ) : null}
        {areas.map(({ area, screens }) => (
          <NavLink
            key={area}
            label={area}
            defaultOpened={screens.some((s) => s.route === pathname)}
            childrenOffset={12}
          >
            {screens.map((screen) => (
              <NavLink
                key={screen.file}
                component={RouterNavLink}
                to={screen.route ?? '/Internal'}
                label={screen.title}
                active={pathname === screen.route}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        ))}
      </nav>
    </ScrollArea>
  );
}
