// The full-screen user dialog (SPEC §2 'User Profile'): the user form, then the tabs Roles, Login History, Portal
// Usage and History (the user's change history: account, roles, groups). A new user gets the form only
// until it is created; the tabs need the user's Guid. Unsaved role ticks are not dropped silently: closing the
// profile, leaving the Roles tab or reloading the page asks first.
import { useCallback, useRef, useState } from 'react';
import { Alert, Tabs } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import {
  confirmAction,
  errorMessage,
  LayeredModal,
  LoadingState,
  RecordHistoryPanel,
  t,
  useSession,
} from '../../../engine/kit';
import { useQuery } from '@tanstack/react-query';
import { newUserValues, formValuesOf } from './userFormRules';
import { userAdminApi, userKeys } from './userAdminApi';
import { UserForm } from './UserForm';
import { RolesTab } from './RolesTab';
import { UserLogTab, LOGIN_LOG_COLUMNS, ROUTE_LOG_COLUMNS } from './UserLogTab';

export interface UserDialogProps {
  /** null for a new user. */
  guid: string | null;
  onClose: () => void;
  onCreated: (guid: string) => void;
}

export const USER_PROFILE_TITLE = 'User Profile';
export const DISCARD_ROLES_MESSAGE = 'The role changes have not been saved. Discard them?';

function confirmDiscardRoles(): Promise<boolean> {
  return confirmAction({
    title: t('users.unsavedRoles'),
    message: t('users.discardRoles'),
    confirmLabel: t('users.discardChanges'),
    cancelLabel: t('users.keepEditing'),
  });
}

export function UserDialog({ guid, onClose, onCreated }: UserDialogProps) {
  const { plant } = useSession();
  const user = useQuery({
    queryKey: userKeys.user(guid ?? 'new'),
    queryFn: () => userAdminApi.getUser(guid!),
    enabled: guid !== null,
  });
  const values = guid === null ? newUserValues(plant) : user.data ? formValuesOf(user.data) : null;
  const rolesDirty = useRef(false);
  const setRolesDirty = useCallback((dirty: boolean) => {
    rolesDirty.current = dirty;
  }, []);
  const [tab, setTab] = useState<string | null>('roles');

  const requestClose = async () => {
    if (rolesDirty.current && !(await confirmDiscardRoles())) return;
    onClose();
  };
  const changeTab = async (next: string | null) => {
    // The tabs do not stay mounted: leaving Roles would drop the ticks.
    if (tab === 'roles' && next !== 'roles' && rolesDirty.current && !(await confirmDiscardRoles())) return;
    setTab(next);
  };
  useWindowEvent('beforeunload', (event) => {
    if (rolesDirty.current) event.preventDefault();
  });

  return (
    // Below the default modal layer (200): the portal's confirm dialogs and the expired-session dialog, mounted
    // earlier in the page, must still open on top of this full-screen dialog.
    <LayeredModal
      opened
      onClose={() => void requestClose()}
      fullScreen
      zIndex={150}
      title={t('users.profileTitle')}
      styles={{ title: { fontWeight: 700, fontSize: 20 } }}
    >
      {user.error ? (
        <Alert color="red" title={t('users.loadFailed')}>
          {errorMessage(user.error)}
        </Alert>
      ) : !values ? (
        <LoadingState />
      ) : (
        <>
          <UserForm initial={values} onCreated={onCreated} />
          <Tabs value={tab} onChange={(next) => void changeTab(next)} mt="lg" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="roles">{t('users.roles')}</Tabs.Tab>
              <Tabs.Tab value="login-history" disabled={guid === null}>
                {t('users.loginHistory')}
              </Tabs.Tab>
              <Tabs.Tab value="portal-usage" disabled={guid === null}>
                {t('users.portalUsage')}
              </Tabs.Tab>
              <Tabs.Tab value="history" disabled={guid === null}>
                {t('history.tab')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="roles" pt="md">
              <RolesTab
                guid={guid}
                isSuperUser={values.IsSuperUser}
                plant={values.EplantId}
                onDirtyChange={setRolesDirty}
              />
            </Tabs.Panel>
            {guid !== null ? (
              <>
                <Tabs.Panel value="login-history" pt="md">
                  <UserLogTab
                    gridId="admin-user-login-history"
                    columns={LOGIN_LOG_COLUMNS}
                    queryKey={(from, to) => userKeys.logs('login', guid, from, to)}
                    load={(from, to) => userAdminApi.loginLogs(guid, from, to)}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="portal-usage" pt="md">
                  <UserLogTab
                    gridId="admin-user-portal-usage"
                    columns={ROUTE_LOG_COLUMNS}
                    queryKey={(from, to) => userKeys.logs('route', guid, from, to)}
                    load={(from, to) => userAdminApi.routeLogs(guid, from, to)}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="history" pt="md">
                  <RecordHistoryPanel entity="users" recordKey={guid} />
                </Tabs.Panel>
              </>
            ) : null}
          </Tabs>
        </>
      )}
    </LayeredModal>
  );
}
