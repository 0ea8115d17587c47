// The user menu in the header: who is signed in and the sign-out.
import { useNavigate } from 'react-router-dom';
import { Avatar, Menu, UnstyledButton, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { signOut } from '../../session/sessionService';
import { useAppStore } from '../../stores/appStore';

export function UserMenu() {
  const navigate = useNavigate();
  const user = useAppStore((s) => s.user);
  const name = user ? `${user.Firstname} ${user.Lastname}`.trim() : '';
  const initials = user ? `${user.Firstname?.[0] ?? ''}${user.Lastname?.[0] ?? ''}` : '';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="User menu">
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
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => {
            signOut();
            navigate('/', { replace: true });
          }}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
