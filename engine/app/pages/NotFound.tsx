// The screen for any unmatched path (SPEC §2).
import { Link, useLocation } from 'react-router-dom';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/translate';

export function NotFound() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>{t('shell.notFound.title')}</Title>
        <Text c="dimmed">{t('shell.notFound.text', { path: pathname })}</Text>
        <Button component={Link} to="/Internal">
          {t('shell.backToPortal')}
        </Button>
      </Stack>
    </Center>
  );
}
