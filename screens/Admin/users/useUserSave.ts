// Saving the user form and the actions beside it (SPEC §4, §5, §8): create ('User Created!') or update ('User
// Updated!', asking 'Do you want to change this user`s password?' first when one was typed), Suspended saved at once,
// the database user created or dropped, and tokens blocked. Server field errors come back for their fields; a save
// refused because someone else saved the user since it was loaded comes back as the conflict, for the form to offer
// Reload or Save anyway.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  confirmAction,
  editConflictOf,
  errorMessage,
  notifyError,
  notifySuccess,
  t,
  type EditConflict,
} from '../../../engine/kit';
import { userPayload, validateUserForm, type FormErrors } from './userFormRules';
import { userAdminApi, userKeys } from './userAdminApi';
import type { AdminUser, UserFormValues } from './types';

export const MESSAGES = {
  created: 'User Created!',
  updated: 'User Updated!',
  dbUserCreated: 'DB User created!',
  dbUserEliminated: 'DB User eliminated!',
  tokensBlocked: 'Tokens have been Blocked',
} as const;

/** The server's field errors, first message per form field. */
export function fieldErrorsOf(error: unknown): FormErrors {
  const errors: FormErrors = {};
  if (error instanceof ApiError) {
    for (const fe of error.fieldErrors) {
      const field = fe.field as keyof UserFormValues;
      errors[field] ??= fe.message;
    }
  }
  return errors;
}

export function useUserSave(onCreated: (guid: string) => void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const refresh = async (user?: AdminUser) => {
    if (user) queryClient.setQueryData(userKeys.user(user.Guid), user);
    await queryClient.invalidateQueries({ queryKey: userKeys.users });
  };

  /** Runs a call with the busy flag; failures are shown (server message) and answered with their field errors. */
  const run = async <T>(
    call: () => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false; errors: FormErrors; conflict?: EditConflict }> => {
    setBusy(true);
    try {
      return { ok: true, value: await call() };
    } catch (error) {
      // The form shows a conflict beside its fields, with the choices; anything else is a notification.
      const conflict = editConflictOf(error);
      if (conflict) return { ok: false, errors: {}, conflict };
      notifyError(errorMessage(error));
      return { ok: false, errors: fieldErrorsOf(error) };
    } finally {
      setBusy(false);
    }
  };

  /** Validates, confirms a password change, and saves; answers the errors to show, or the saved user. */
  const save = async (
    values: UserFormValues,
  ): Promise<{ errors: FormErrors; user?: AdminUser; conflict?: EditConflict } | 'cancelled'> => {
    const errors = validateUserForm(values);
    if (Object.keys(errors).length) return { errors };
    if (
      values.Guid !== null &&
      values.Password &&
      !(await confirmAction({ message: t('users.changePasswordQuestion'), color: 'blue' }))
    ) {
      return 'cancelled';
    }
    const guid = values.Guid;
    // A loaded user always carries its version (the server refuses a save without one); 0 matches no record
    // (versions start at 1), so a form that somehow lost it gets the edit conflict, never a blind overwrite.
    const result = await run(() =>
      guid === null
        ? userAdminApi.createUser(userPayload(values))
        : userAdminApi.updateUser(guid, { ...userPayload(values), Version: values.Version ?? 0 }),
    );
    if (!result.ok) return { errors: result.errors, conflict: result.conflict };
    notifySuccess(guid === null ? t('users.created') : t('users.updated'));
    await refresh(result.value);
    if (guid === null) onCreated(result.value.Guid);
    return { errors: {}, user: result.value };
  };

  /** SPEC §4: toggling Suspended saves the user at once (the saved record with the new flag, not unsaved edits). */
  const setSuspended = async (saved: AdminUser, suspended: boolean): Promise<AdminUser | null> => {
    const result = await run(() => userAdminApi.updateUser(saved.Guid, { ...saved, IsSuspended: suspended }));
    if (!result.ok) {
      if (result.conflict) notifyError(result.conflict.message);
      return null;
    }
    notifySuccess(t('users.updated'));
    await refresh(result.value);
    return result.value;
  };

  const setDbaUser = async (guid: string, on: boolean, password?: string): Promise<boolean> => {
    const result = await run(() => userAdminApi.setDbaUser(guid, on, password));
    if (!result.ok) return false;
    notifySuccess(on ? t('users.dbUserCreated') : t('users.dbUserEliminated'));
    await refresh();
    return true;
  };

  const blockTokens = async (guid: string): Promise<void> => {
    const result = await run(() => userAdminApi.blockToken(guid));
    if (result.ok) notifySuccess(t('users.tokensBlocked'));
  };

  return { busy, save, setSuspended, setDbaUser, blockTokens };
}
