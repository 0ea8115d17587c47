// The sign-in form of the home page: Username, Password and the bot check; Enter submits. Success stores the
// session and goes to /Internal; failure shows the server's message or 'Error Loggin in!' (with a line saying the
// server cannot be reached when no answer came). It needs no router: the login page also runs on its own, before the
// rest of the portal has loaded (engine/main.tsx).
import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { applyLogin, authenticate, isUnreachable } from '../../session/signIn';
import { errorText } from '../../ui/errorText';
import { CaptchaWidget } from '../../session/CaptchaWidget';
import { useLoginT } from '../../i18n/loginTexts';

export interface LoginFormProps {
  /** Where a successful sign-in goes next; by default the hash moves to '/Internal', which every router follows. */
  onSignedIn?: () => void;
}

export function goToPortal(): void {
  window.location.hash = '#/Internal';
}

export function LoginForm({ onSignedIn = goToPortal }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useLoginT();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setUnreachable(false);
    try {
      const response = await authenticate({ Username: username.trim(), Password: password, Captcha: captcha });
      applyLogin(response);
      onSignedIn();
    } catch (failure) {
      setError(errorText(failure, t('session.loginFailed')));
      setUnreachable(isUnreachable(failure));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('session.username')}
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          required
          data-autofocus
        />
        <PasswordInput
          label={t('session.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          required
        />
        <CaptchaWidget onPayload={setCaptcha} />
        {error ? (
          <Alert color="red" role="alert">
            {error}
            {unreachable ? <Text size="sm">{t('session.serverUnreachable')}</Text> : null}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy} fullWidth>
          {t('session.login')}
        </Button>
      </Stack>
    </form>
  );
}
