// The user form of the user dialog (SPEC §4, §5, §6): Name, LastName, Username, Email, employee link, plant and
// password; for existing users the checkboxes Is Active, Suspended (saved at once), Super User and Is DataBase User
// (opens the password confirmation / drops the database user), Save Changes, Block Tokens and Login as User — each
// shown only with its role.
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Paper, PasswordInput, Select, SimpleGrid, TextInput, Tooltip } from '@mantine/core';
import { IconBan, IconDeviceFloppy, IconLogin } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EditConflictNotice,
  errorMessage,
  notifyError,
  useLoginAsUser,
  useSession,
  LOCALES,
  setLocale,
  useAppStore,
  useT,
  type EditConflict,
  type Locale,
} from '../../../engine/kit';
import { DbUserDialog } from './DbUserDialog';
import { userAdminApi, userKeys } from './userAdminApi';
import { formValuesOf } from './userFormRules';
import { useUserSave } from './useUserSave';
import type { FormErrors } from './userFormRules';
import type { AdminUser, UserFormValues } from './types';

export const EDIT_ROLES = ['settings_users_it'];
export const LOGIN_AS_ROLES = ['settings_users_login as user'];

// Each language named in itself, as in the user menu.
const LANGUAGE_LABELS: Record<Locale, string> = { 'en-US': 'English', 'es-MX': 'Español (México)' };

export interface UserFormProps {
  initial: UserFormValues;
  onCreated: (guid: string) => void;
}

/** The user as saved, for the actions that save it at once (Suspended); null for a new user (no Guid, no version). */
function savedRecord(values: UserFormValues): AdminUser | null {
  if (values.Guid === null || values.Version === undefined) return null;
  const { Password: _p, ConfirmPassword: _c, ...rest } = values;
  return { ...rest, Guid: values.Guid, Email: values.Email || null, Version: values.Version };
}

export function UserForm({ initial, onCreated }: UserFormProps) {
  const { hasAnyRole, isSuperUser } = useSession();
  const t = useT();
  const me = useAppStore((s) => s.user?.Guid);
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState<AdminUser | null>(() => savedRecord(initial));
  const [errors, setErrors] = useState<FormErrors>({});
  const [dbDialog, setDbDialog] = useState(false);
  const [conflict, setConflict] = useState<EditConflict | undefined>();
  const [reloading, setReloading] = useState(false);
  const queryClient = useQueryClient();
  const actions = useUserSave(onCreated);
  const loginAsUser = useLoginAsUser();
  const isNew = saved === null;
  const canEdit = hasAnyRole(EDIT_ROLES);
  const readOnly = !isNew && !canEdit;

  const plants = useQuery({ queryKey: ['useradmin', 'plants'], queryFn: userAdminApi.plants, staleTime: 10 * 60_000 });
  const employees = useQuery({
    queryKey: ['useradmin', 'employees', values.EplantId],
    queryFn: () => userAdminApi.employees(values.EplantId),
    staleTime: 5 * 60_000,
  });

  const set = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const save = async (toSave: UserFormValues) => {
    const result = await actions.save(toSave);
    if (result === 'cancelled') return;
    setErrors(result.errors);
    setConflict(result.conflict);
    if (result.user) {
      // Saving one's own profile with another language switches the portal to it at once.
      if (result.user.Guid === me && result.user.Language) setLocale(result.user.Language);
      setSaved(result.user);
      setValues((v) => ({ ...v, ...result.user, Email: result.user!.Email ?? '', Password: '', ConfirmPassword: '' }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save(values);
  };

  /** The conflict's "Reload": the version someone else saved replaces what was typed. */
  const reload = async () => {
    if (!saved) return;
    setReloading(true);
    try {
      const fresh = await userAdminApi.getUser(saved.Guid);
      queryClient.setQueryData(userKeys.user(fresh.Guid), fresh);
      setSaved(fresh);
      setValues(formValuesOf(fresh));
      setErrors({});
      setConflict(undefined);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setReloading(false);
    }
  };

  const toggleSuspended = async (suspended: boolean) => {
    if (!saved) return;
    const user = await actions.setSuspended(saved, suspended);
    if (user) {
      setSaved(user);
      setValues((v) => ({ ...v, IsSuspended: user.IsSuspended, Version: user.Version }));
    }
  };

  const toggleDbaUser = async (on: boolean) => {
    if (!saved) return;
    if (on) {
      setDbDialog(true);
      return;
    }
    if (await actions.setDbaUser(saved.Guid, false)) {
      setSaved({ ...saved, IsDbaUser: false });
      setValues((v) => ({ ...v, IsDbaUser: false }));
    }
  };

  const createDbUser = async (password: string) => {
    if (!saved) return false;
    const ok = await actions.setDbaUser(saved.Guid, true, password);
    if (ok) {
      setSaved({ ...saved, IsDbaUser: true });
      setValues((v) => ({ ...v, IsDbaUser: true }));
      setDbDialog(false);
    }
    return ok;
  };

  const employeeOptions = (employees.data ?? []).map((e) => ({
    value: String(e.Id),
    label: `${e.Name} (${e.EmployeeNumber})`,
  }));
  const plantOptions = (plants.data ?? []).map((p) => ({ value: String(p.Id), label: p.Name }));

  return (
    <>
      <Paper
        component="form"
        onSubmit={(e) => void submit(e)}
        noValidate
        withBorder
        p="md"
        radius="md"
        aria-label={t('users.user')}
      >
        {conflict ? (
          <EditConflictNotice
            conflict={conflict}
            busy={actions.busy || reloading}
            onReload={() => void reload()}
            onOverwrite={() => void save({ ...values, Version: conflict.version })}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextInput
            label={t('users.name')}
            required
            readOnly={readOnly}
            value={values.Firstname}
            error={errors.Firstname}
            onChange={(e) => set('Firstname', e.currentTarget.value)}
          />
          <TextInput
            label={t('users.lastName')}
            required
            readOnly={readOnly}
            value={values.Lastname}
            error={errors.Lastname}
            onChange={(e) => set('Lastname', e.currentTarget.value)}
          />
          <TextInput
            label={t('users.username')}
            required
            readOnly={readOnly}
            value={values.Username}
            error={errors.Username}
            onChange={(e) => set('Username', e.currentTarget.value)}
            autoComplete="off"
          />
          <TextInput
            label={t('users.email')}
            type="email"
            readOnly={readOnly}
            value={values.Email}
            error={errors.Email}
            onChange={(e) => set('Email', e.currentTarget.value)}
          />
          <Select
            label={t('users.employee')}
            placeholder={t('users.linkEmployee')}
            searchable
            clearable
            limit={20}
            readOnly={readOnly}
            data={employeeOptions}
            value={values.EmployeeId === null ? null : String(values.EmployeeId)}
            onChange={(v) => set('EmployeeId', v === null ? null : Number(v))}
            nothingFoundMessage={t('common.noResults')}
            error={errors.EmployeeId}
          />
          <Select
            label={t('users.plant')}
            required
            allowDeselect={false}
            readOnly={readOnly}
            data={plantOptions}
            value={String(values.EplantId)}
            onChange={(v) => {
              set('EplantId', Number(v));
              set('EmployeeId', null);
            }}
            nothingFoundMessage={t('common.noResults')}
            error={errors.EplantId}
          />
          <Select
            label={t('users.language')}
            allowDeselect={false}
            readOnly={readOnly}
            data={LOCALES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }))}
            value={values.Language ?? (values.EplantId === 3 ? 'es-MX' : 'en-US')}
            onChange={(v) => v && set('Language', v as Locale)}
          />
          {readOnly ? null : (
            <>
              <PasswordInput
                label={t('users.password')}
                required={isNew}
                value={values.Password}
                error={errors.Password}
                onChange={(e) => set('Password', e.currentTarget.value)}
                autoComplete="new-password"
              />
              <PasswordInput
                label={t('users.confirmPassword')}
                required={isNew}
                value={values.ConfirmPassword}
                error={errors.ConfirmPassword}
                onChange={(e) => set('ConfirmPassword', e.currentTarget.value)}
                autoComplete="new-password"
              />
            </>
          )}
        </SimpleGrid>

        {saved ? (
          <Group mt="md" gap="xl">
            <Checkbox
              label={t('users.isActive')}
              checked={values.Isactive}
              disabled={readOnly}
              onChange={(e) => set('Isactive', e.currentTarget.checked)}
            />
            {canEdit ? (
              <Checkbox
                label={t('users.suspended')}
                checked={values.IsSuspended}
                disabled={actions.busy}
                onChange={(e) => void toggleSuspended(e.currentTarget.checked)}
              />
            ) : null}
            <Tooltip label={t('users.onlySuperUser')} disabled={isSuperUser}>
              <Checkbox
                label={t('users.superUser')}
                checked={values.IsSuperUser}
                disabled={readOnly || !isSuperUser}
                onChange={(e) => set('IsSuperUser', e.currentTarget.checked)}
              />
            </Tooltip>
            <Checkbox
              label={t('users.isDbaUser')}
              checked={values.IsDbaUser}
              disabled={readOnly || actions.busy}
              onChange={(e) => void toggleDbaUser(e.currentTarget.checked)}
            />
          </Group>
        ) : null}

        <Group mt="md" justify="flex-end">
          {saved && canEdit ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconBan size={16} />}
              loading={actions.busy}
              onClick={() => void actions.blockTokens(saved.Guid)}
            >
              {t('users.blockTokens')}
            </Button>
          ) : null}
          {saved && hasAnyRole(LOGIN_AS_ROLES) ? (
            <Button variant="light" leftSection={<IconLogin size={16} />} onClick={() => void loginAsUser(saved.Guid)}>
              {t('users.loginAsUser')}
            </Button>
          ) : null}
          {isNew || canEdit ? (
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={actions.busy}>
              {isNew ? t('users.createUser') : t('users.saveChanges')}
            </Button>
          ) : null}
        </Group>
      </Paper>
      {dbDialog && saved ? (
        <DbUserDialog
          username={saved.Username}
          busy={actions.busy}
          onCancel={() => setDbDialog(false)}
          onCreate={createDbUser}
        />
      ) : null}
    </>
  );
}
