// The sign-in form of the home page: Username, Password and the bot check; Enter submits. Success stores the
// session and goes to /Internal; failure shows the server's message or 'Error Loggin in!' (with a line saying the
// server cannot be reached when no answer came).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import {
  applyLogin,
  authenticate,
  isUnreachable,
  loginFailedMessage,
  serverUnreachableMessage,
} from '../../session/sessionService';
import { errorMessage } from '../../ui/notify';
import { CaptchaWidget } from '../../session/CaptchaWidget';

export function LoginForm() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setUnreachable(false);
    try {
      const response = await authenticate({ Username: username.trim(), Password: password, Captcha: captcha });
      applyLogin(response);
      navigate('/Internal');
    } catch (failure) {
      setError(errorMessage(failure, loginFailedMessage));
      setUnreachable(isUnreachable(failure));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          required
          data-autofocus
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          required
        />
        <CaptchaWidget onPayload={setCaptcha} />
        {error ? (
          <Alert color="red" role="alert">
            {error}
            {unreachable ? <Text size="sm">{serverUnreachableMessage}</Text> : null}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy} fullWidth>
          Login
        </Button>
      </Stack>
    </form>
  );
}
