// The Roles tab (SPEC §4, §6): the role tree saved with POST /roles/UpdateUserRoles ('Role assigned to User'), copying
// the roles of another user, and the user's groups. A super user or a new user holds every role: the tree is replaced
// by 'This is a superuser and has all roles'. Ticks are only a draft until Save Roles: the tab says so while they
// differ from the saved roles and reports it (onDirtyChange) so the profile can ask before discarding them; Copy
// Roles replaces the user's roles, so it asks first.
import { useEffect, useState } from 'react';
import { Alert, Button, Grid, Group, Paper, ScrollArea, Select, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmAction,
  errorMessage,
  ErrorState,
  LoadingState,
  notifyError,
  notifySuccess,
  useSession,
  t,
} from '../../../engine/kit';
import { GroupsPanel } from './GroupsPanel';
import { RoleTree } from './RoleTree';
import { idsToSave, tickedIds, toggleId } from './roleTreeState';
import { userAdminApi, userKeys } from './userAdminApi';
import { EDIT_ROLES } from './UserForm';

export const SUPERUSER_NOTE = 'This is a superuser and has all roles';
export const ROLE_ASSIGNED = 'Role assigned to User';
export const UNSAVED_ROLES_NOTE = 'Unsaved role changes: Save Roles to apply them.';

export interface RolesTabProps {
  guid: string | null;
  isSuperUser: boolean;
  plant: number;
  /** Told whether the ticks differ from the saved roles (false again when the tab goes away). */
  onDirtyChange?: (dirty: boolean) => void;
}

function sameIds(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

export function RolesTab({ guid, isSuperUser, plant, onDirtyChange }: RolesTabProps) {
  if (guid === null || isSuperUser) {
    return (
      <Alert color="blue" variant="light">
        {t('users.superuserNote')}
      </Alert>
    );
  }
  return <UserRoles guid={guid} plant={plant} onDirtyChange={onDirtyChange} />;
}

function UserRoles({
  guid,
  plant,
  onDirtyChange,
}: {
  guid: string;
  plant: number;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { hasAnyRole } = useSession();
  const canEdit = hasAnyRole(EDIT_ROLES);
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: userKeys.roleTree(guid), queryFn: () => userAdminApi.roleTree(guid) });
  const copyOptions = useQuery({
    queryKey: ['useradmin', 'copy-options'],
    queryFn: userAdminApi.usersToCopy,
    enabled: canEdit,
  });
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [copyFrom, setCopyFrom] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (tree.data) setTicked(tickedIds(tree.data));
  }, [tree.data]);
  const dirty = tree.data !== undefined && !sameIds(ticked, tickedIds(tree.data));
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const save = async (ids: Set<number>) => {
    setBusy(true);
    try {
      await userAdminApi.updateRoles(guid, idsToSave(ids));
      notifySuccess(t('users.roleAssigned'));
      await queryClient.invalidateQueries({ queryKey: userKeys.roleTree(guid) });
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  /** Ticks exactly what the chosen user holds and saves it for this user. */
  const copyRoles = async () => {
    if (!copyFrom) return;
    const from = copyOptions.data?.find((o) => o.Guid === copyFrom)?.name ?? 'the chosen user';
    const confirmed = await confirmAction({
      title: t('users.copyRolesTitle'),
      message: t('users.copyRolesQuestion', { from }),
      confirmLabel: t('users.copyRoles'),
    });
    if (!confirmed) return;
    setBusy(true);
    let source: Set<number>;
    try {
      source = tickedIds(await userAdminApi.roleTree(copyFrom));
    } catch (error) {
      notifyError(errorMessage(error));
      setBusy(false);
      return;
    }
    setTicked(source);
    await save(source);
  };

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" mb="sm">
            <Group gap="sm">
              <Title order={4}>{t('users.roles')}</Title>
              {dirty ? (
                <Text size="sm" c="orange.8" fw={500} role="status">
                  {t('users.unsavedRolesNote')}
                </Text>
              ) : null}
            </Group>
            {canEdit ? (
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                loading={busy}
                disabled={!tree.data}
                onClick={() => void save(ticked)}
              >
                {t('users.saveRoles')}
              </Button>
            ) : null}
          </Group>
          {canEdit ? (
            <Group align="flex-end" mb="md">
              <Select
                label={t('users.copyRolesFrom')}
                placeholder={t('users.chooseUser')}
                searchable
                clearable
                limit={20}
                data={(copyOptions.data ?? [])
                  .filter((o) => o.Guid !== guid)
                  .map((o) => ({ value: o.Guid, label: o.name }))}
                value={copyFrom}
                onChange={setCopyFrom}
                nothingFoundMessage={t('common.noResults')}
                miw={260}
              />
              <Button
                variant="light"
                leftSection={<IconCopy size={16} />}
                disabled={!copyFrom}
                loading={busy}
                onClick={() => void copyRoles()}
              >
                {t('users.copyRoles')}
              </Button>
            </Group>
          ) : null}
          {tree.error ? (
            <ErrorState error={tree.error} />
          ) : !tree.data ? (
            <LoadingState />
          ) : (
            <ScrollArea.Autosize mah="55vh" type="auto">
              <RoleTree
                nodes={tree.data}
                ticked={ticked}
                readOnly={!canEdit}
                onToggle={(id) => setTicked((t) => toggleId(t, id))}
              />
            </ScrollArea.Autosize>
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack>
          <GroupsPanel guid={guid} plant={plant} canEdit={canEdit} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
