// The public home '/': the sign-in form, or — when a valid session exists — a way into the portal. Its links are plain
// hash links, so the page works inside the portal's router and on its own, before the rest of the portal has loaded.
import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { getStoredUser } from '../../stores/sessionStorage';
import { getToken, isTokenValid } from '../../api/token';
import { LoginForm, type LoginFormProps } from './LoginForm';
import { useLoginT } from '../../i18n/loginTexts';

export function LoginPage({ onSignedIn }: LoginFormProps) {
  const signedIn = isTokenValid(getToken());
  const stored = getStoredUser();
  const t = useLoginT();
  return (
    <Center mih="100vh" bg="var(--mantine-color-norstar-9)" p="md">
      <Paper shadow="lg" p="xl" radius="md" w={400} maw="100%">
        <Stack gap="lg">
          <div>
            <Title order={1} c="norstar.9">
              Norstar
            </Title>
            <Text c="dimmed" size="sm">
              {t('login.subtitle')}
            </Text>
          </div>
          {signedIn ? (
            <Stack>
              <Text>
                {stored
                  ? t('login.signedInAs', { name: `${stored.FirstName} ${stored.LastName}` })
                  : t('login.signedIn')}
              </Text>
              <Button component="a" href="#/Internal">
                {t('login.goToPortal')}
              </Button>
            </Stack>
          ) : (
            <LoginForm onSignedIn={onSignedIn} />
          )}
          <Anchor href="#/HR/JobAplication" size="sm">
            {t('login.applyForJob')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
