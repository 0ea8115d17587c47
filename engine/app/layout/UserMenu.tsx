// The user menu in the header: who is signed in, the language switch (stored with the user on the server) and the
// sign-out.
import { useNavigate } from 'react-router-dom';
import { Avatar, Menu, UnstyledButton, Group, Text } from '@mantine/core';
import { IconCheck, IconLanguage, IconLogout } from '@tabler/icons-react';
import { changeLanguage, signOut } from '../../session/sessionService';
import { useAppStore } from '../../stores/appStore';
import { LOCALES, type Locale } from '../../i18n/locale';
import { useLocale, useT } from '../../i18n/translate';
import { errorMessage, notifyError } from '../../ui/notify';

// Each language is named in itself, so a user who cannot read the current one still finds theirs.
const LANGUAGE_NAMES: Record<Locale, string> = { 'en-US': 'English', 'es-MX': 'Español (México)' };

export function UserMenu() {
  const navigate = useNavigate();
  const user = useAppStore((s) => s.user);
  const locale = useLocale();
  const t = useT();
  const name = user ? `${user.Firstname} ${user.Lastname}`.trim() : '';
  const initials = user ? `${user.Firstname?.[0] ?? ''}${user.Lastname?.[0] ?? ''}` : '';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.userMenu')}>
          <Group gap={8} wrap="nowrap">
            <Avatar color="white" radius="xl" size={30}>
              {initials}
            </Avatar>
            <Text c="white" size="sm" visibleFrom="sm">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user?.Username}</Menu.Label>
        <Menu.Label>
          <Group gap={6}>
            <IconLanguage size={14} />
            {t('shell.language')}
          </Group>
        </Menu.Label>
        {LOCALES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            leftSection={option === locale ? <IconCheck size={16} /> : <span style={{ width: 16 }} />}
            aria-current={option === locale ? 'true' : undefined}
            onClick={() => {
              if (option !== locale) changeLanguage(option).catch((error: unknown) => notifyError(errorMessage(error)));
            }}
          >
            {LANGUAGE_NAMES[option]}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => {
            signOut();
            navigate('/', { replace: true });
          }}
        >
          {t('shell.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
