// The Roles tab (SPEC §4, §6): the role tree saved with POST /roles/UpdateUserRoles ('Role assigned to User'), copying
// the roles of another user, and the user's groups. A super user or a new user holds every role: the tree is replaced
// by 'This is a superuser and has all roles'.
import { useEffect, useState } from 'react';
import { Alert, Button, Grid, Group, Paper, ScrollArea, Select, Stack, Title } from '@mantine/core';
import { IconCopy, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadingState, ErrorState } from '../../../engine/renderers/shared/ScreenStates';
import { useSession } from '../../../engine/session';
import { errorMessage, notifyError, notifySuccess } from '../../../engine/ui';
import { GroupsPanel } from './GroupsPanel';
import { RoleTree } from './RoleTree';
import { idsToSave, tickedIds, toggleId } from './roleTreeState';
import { userAdminApi, userKeys } from './userAdminApi';
import { EDIT_ROLES } from './UserForm';

export const SUPERUSER_NOTE = 'This is a superuser and has all roles';
export const ROLE_ASSIGNED = 'Role assigned to User';

export function RolesTab({ guid, isSuperUser, plant }: { guid: string | null; isSuperUser: boolean; plant: number }) {
  if (guid === null || isSuperUser) {
    return (
      <Alert color="blue" variant="light">
        {SUPERUSER_NOTE}
      </Alert>
    );
  }
  return <UserRoles guid={guid} plant={plant} />;
}

function UserRoles({ guid, plant }: { guid: string; plant: number }) {
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

  const save = async (ids: Set<number>) => {
    setBusy(true);
    try {
      await userAdminApi.updateRoles(guid, idsToSave(ids));
      notifySuccess(ROLE_ASSIGNED);
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
            <Title order={4}>Roles</Title>
            {canEdit ? (
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                loading={busy}
                disabled={!tree.data}
                onClick={() => void save(ticked)}
              >
                Save Roles
              </Button>
            ) : null}
          </Group>
          {canEdit ? (
            <Group align="flex-end" mb="md">
              <Select
                label="Copy roles from"
                placeholder="Choose a user"
                searchable
                clearable
                limit={20}
                data={(copyOptions.data ?? [])
                  .filter((o) => o.Guid !== guid)
                  .map((o) => ({ value: o.Guid, label: o.name }))}
                value={copyFrom}
                onChange={setCopyFrom}
                nothingFoundMessage="No results"
                miw={260}
              />
              <Button
                variant="light"
                leftSection={<IconCopy size={16} />}
                disabled={!copyFrom}
                loading={busy}
                onClick={() => void copyRoles()}
              >
                Copy Roles
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
