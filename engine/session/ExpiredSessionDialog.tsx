// The expired-session dialog (SPEC §4, §8): opens on any 401, cannot be dismissed (no close button, Escape,
// outside click or back navigation), asks for the password (username prefilled when known). Success closes it,
// clears its fields, refreshes user data and retries the parked requests; a different user reloads the portal.
// While it is open nothing beneath it changes: lower dialogs ignore Escape and outside clicks (LayeredModal) and
// NavigationLock (app/routing) keeps Back and Forward from navigating the page behind it.
import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { LazyModal } from '../ui/LazyDialogs';
import { CaptchaWidget } from './CaptchaWidget';
import { errorMessage } from '../ui/notify';
import { getStoredUser } from '../stores/sessionStorage';
import { reLogin } from './sessionService';
import { useSessionStore } from './sessionStore';
import { useT } from '../i18n/translate';

export function ExpiredSessionDialog() {
  const opened = useSessionStore((s) => s.expiredDialogOpen);
  return opened ? <ExpiredSessionForm /> : null;
}

function ExpiredSessionForm() {
  const known = getStoredUser()?.Username ?? '';
  const [username, setUsername] = useState(known);
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { sameUser } = await reLogin({ Username: username.trim(), Password: password, Captcha: captcha });
      setPassword('');
      setUsername('');
      if (!sameUser) {
        // Everything on screen belonged to the previous user: start the portal over for the new one.
        window.location.hash = '#/Internal';
        window.location.reload();
      }
    } catch (failure) {
      setError(errorMessage(failure, t('session.invalidCredentials')));
      setBusy(false);
    }
  }

  return (
    <LazyModal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      trapFocus
      centered
      zIndex={4500}
      title={t('session.expired.title')}
      aria-label={t('session.expired.label')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('session.expired.text')}</Text>
          <TextInput
            label={t('session.username')}
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            required
            data-autofocus={known ? undefined : true}
          />
          <PasswordInput
            label={t('session.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
            data-autofocus={known ? true : undefined}
          />
          <CaptchaWidget onPayload={setCaptcha} />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" loading={busy} fullWidth>
            {t('session.login')}
          </Button>
        </Stack>
      </form>
    </LazyModal>
  );
}
