// The groups of the current plant with their members: create, rename (inline) and delete after a confirmation; the
// members of the selected group in the engine's grid. Changes need settings_users_it, as on the server.
import { useMemo, useState, type FormEvent } from 'react';
import { ActionIcon, Button, Grid, Group, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmAction,
  DataGridView,
  EmptyState,
  errorMessage,
  ErrorState,
  LoadingState,
  notifyError,
  notifySuccess,
  useSession,
  useT,
  type Column,
  type MessageKey,
} from '../../../engine/kit';
import { requiredMessage } from './userFormRules';
import { userAdminApi, userKeys } from './userAdminApi';
import { EDIT_ROLES } from './UserForm';
import type { UserGroup } from './types';

/** The members grid's columns; the caption is the catalogue key, worded in the current language at render. */
const MEMBER_COLUMNS: (Column & { caption: MessageKey })[] = [
  { field: 'Name', caption: 'users.name', width: 220 },
  { field: 'Username', caption: 'users.username', width: 160 },
  { field: 'Isactive', caption: 'users.active', type: 'boolean', width: 80 },
];

export function GroupsAdmin({ gridId }: { gridId: string }) {
  const t = useT();
  const memberColumns = useMemo(() => MEMBER_COLUMNS.map((c) => ({ ...c, caption: t(c.caption) })), [t]);
  const { plant, hasAnyRole } = useSession();
  const canEdit = hasAnyRole(EDIT_ROLES);
  const queryClient = useQueryClient();
  const groups = useQuery({ queryKey: userKeys.groups(plant), queryFn: () => userAdminApi.groups(plant) });
  const [selected, setSelected] = useState<number | null>(null);
  const [newName, setNewName] = useState('');
  const [newError, setNewError] = useState<string>();
  const [editing, setEditing] = useState<{ id: number; name: string; error?: string } | null>(null);
  const members = useQuery({
    queryKey: userKeys.members(selected ?? 0),
    queryFn: () => userAdminApi.groupMembers(selected!),
    enabled: selected !== null,
  });
  const memberRows: Record<string, unknown>[] = useMemo(() => members.data ?? [], [members.data]);
  const current = groups.data?.find((g) => g.Id === selected);

  /** Runs a change; answers the server's message on failure so the field can show it. */
  const change = async (call: () => Promise<unknown>, success: string): Promise<string | undefined> => {
    try {
      await call();
      notifySuccess(success);
      await queryClient.invalidateQueries({ queryKey: userKeys.groups(plant) });
      return undefined;
    } catch (error) {
      notifyError(errorMessage(error));
      return errorMessage(error);
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!newName.trim()) return setNewError(requiredMessage('Name'));
    const failed = await change(() => userAdminApi.createGroup(newName, plant), t('groups.created'));
    setNewError(failed);
    if (!failed) setNewName('');
  };

  const rename = async () => {
    if (!editing) return;
    if (!editing.name.trim()) return setEditing({ ...editing, error: requiredMessage('Name') });
    const failed = await change(() => userAdminApi.renameGroup(editing.id, editing.name), t('groups.renamed'));
    setEditing(failed ? { ...editing, error: failed } : null);
  };

  const remove = async (group: UserGroup) => {
    if (
      !(await confirmAction({
        message: t('groups.deleteQuestion', { name: group.Name }),
      }))
    )
      return;
    if (!(await change(() => userAdminApi.deleteGroup(group.Id), t('groups.deleted'))) && selected === group.Id)
      setSelected(null);
  };

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="md" radius="md">
          <Title order={4} mb="sm">
            {t('users.groups')}
          </Title>
          {canEdit ? (
            <form onSubmit={(e) => void create(e)} noValidate>
              <Group align="flex-start" mb="md">
                <TextInput
                  label={t('groups.newGroup')}
                  placeholder={t('users.name')}
                  value={newName}
                  error={newError}
                  onChange={(e) => {
                    setNewName(e.currentTarget.value);
                    setNewError(undefined);
                  }}
                  miw={240}
                />
                <Button type="submit" mt={25} leftSection={<IconPlus size={16} />}>
                  {t('groups.create')}
                </Button>
              </Group>
            </form>
          ) : null}
          {groups.error ? (
            <ErrorState error={groups.error} />
          ) : groups.isLoading ? (
            <LoadingState />
          ) : !groups.data?.length ? (
            <EmptyState />
          ) : (
            <Table highlightOnHover aria-label={t('users.groups')}>
              <Table.Tbody>
                {groups.data.map((g) => (
                  <Table.Tr
                    key={g.Id}
                    bg={g.Id === selected ? 'var(--mantine-color-blue-light)' : undefined}
                    style={{ cursor: 'pointer' }}
                    onClick={() => setSelected(g.Id)}
                  >
                    <Table.Td>
                      {editing?.id === g.Id ? (
                        <TextInput
                          size="xs"
                          aria-label={t('groups.nameLabel')}
                          value={editing.name}
                          error={editing.error}
                          onClick={(e) => e.stopPropagation()}
                          onChange={(e) => setEditing({ id: g.Id, name: e.currentTarget.value })}
                          onKeyDown={(e) => e.key === 'Enter' && void rename()}
                        />
                      ) : (
                        g.Name
                      )}
                    </Table.Td>
                    {canEdit ? (
                      <Table.Td w={90} onClick={(e) => e.stopPropagation()}>
                        {editing?.id === g.Id ? (
                          <Group gap={4} wrap="nowrap">
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('groups.saveName')}
                              onClick={() => void rename()}
                            >
                              <IconCheck size={16} />
                            </ActionIcon>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={t('common.cancel')}
                              onClick={() => setEditing(null)}
                            >
                              <IconX size={16} />
                            </ActionIcon>
                          </Group>
                        ) : (
                          <Group gap={4} wrap="nowrap">
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('groups.rename', { name: g.Name })}
                              onClick={() => setEditing({ id: g.Id, name: g.Name })}
                            >
                              <IconPencil size={16} />
                            </ActionIcon>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('groups.delete', { name: g.Name })}
                              onClick={() => void remove(g)}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Group>
                        )}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="md" radius="md">
          <Title order={4} mb="sm">
            {current ? t('groups.membersOf', { name: current.Name }) : t('groups.members')}
          </Title>
          {selected === null ? (
            <Text size="sm" c="dimmed">
              {t('groups.chooseGroup')}
            </Text>
          ) : (
            <DataGridView
              gridId={`${gridId}-members`}
              columns={memberColumns}
              rows={memberRows}
              isLoading={members.isLoading}
              error={members.error}
              options={{ groupBy: [], summaries: false, height: '60vh' }}
            />
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
