// The database-user confirmation dialog (SPEC §2, §5): the password of the new PostgreSQL login, typed twice, and the
// button that creates the database user. A password is required.
import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { LayeredModal, t } from '../../../engine/kit';
import { passwordMessages, requiredMessage } from './userFormRules';

export interface DbUserDialogProps {
  username: string;
  busy: boolean;
  onCancel: () => void;
  /** Resolves true when the database user was created (the dialog then closes). */
  onCreate: (password: string) => Promise<boolean>;
}

export function DbUserDialog({ username, busy, onCancel, onCreate }: DbUserDialogProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through portals: keep this submit from reaching a form that renders the dialog.
    event.stopPropagation();
    // The database login is not a portal password: length and confirmation apply, not the character classes.
    const found = password
      ? passwordMessages(password, confirmation, false)
      : { password: requiredMessage('Password') };
    setErrors(found);
    if (found.password || found.confirmation) return;
    if (await onCreate(password)) {
      setPassword('');
      setConfirmation('');
    }
  };

  return (
    <LayeredModal opened onClose={onCancel} title={t('users.confirmPasswordTitle')} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">
            Creates the database login <b>{username.toLowerCase()}</b> with this password.
          </Text>
          <PasswordInput
            label={t('users.password')}
            required
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            data-autofocus
          />
          <PasswordInput
            label={t('users.confirmPassword')}
            required
            value={confirmation}
            error={errors.confirmation}
            onChange={(e) => setConfirmation(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('users.createDbUser')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LayeredModal>
  );
}
