// The user's groups in the Roles tab: add one of the plant's groups ('Group has been Asigned to user') and remove
// one after 'Do you want to remove the user from the group?' ('Group has been removed from user!').
import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Select, Table, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmAction, errorMessage, notifyError, notifySuccess, t } from '../../../engine/kit';
import { userAdminApi, userKeys } from './userAdminApi';

export const GROUP_MESSAGES = {
  assigned: 'Group has been Asigned to user',
  removeQuestion: 'Do you want to remove the user from the group?',
  removed: 'Group has been removed from user!',
} as const;

export function GroupsPanel({ guid, plant, canEdit }: { guid: string; plant: number; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const groups = useQuery({ queryKey: userKeys.groups(plant), queryFn: () => userAdminApi.groups(plant) });
  const mine = useQuery({ queryKey: userKeys.userGroups(guid), queryFn: () => userAdminApi.userGroups(guid) });
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const memberOf = new Set((mine.data ?? []).map((g) => g.Id));

  const run = async (call: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await call();
      notifySuccess(success);
      await queryClient.invalidateQueries({ queryKey: userKeys.userGroups(guid) });
      await queryClient.invalidateQueries({ queryKey: ['useradmin', 'members'] });
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    if (!choice) return;
    await run(() => userAdminApi.addToGroup(guid, Number(choice)), t('users.groupAssigned'));
    setChoice(null);
  };

  const remove = async (groupId: number) => {
    if (!(await confirmAction({ message: t('users.groupRemoveQuestion') }))) return;
    await run(() => userAdminApi.removeFromGroup(guid, groupId), t('users.groupRemoved'));
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="sm">
        {t('users.groups')}
      </Title>
      {canEdit ? (
        <Group align="flex-end" mb="md">
          <Select
            label={t('users.group')}
            placeholder={t('users.chooseGroup')}
            searchable
            data={(groups.data ?? [])
              .filter((g) => !memberOf.has(g.Id))
              .map((g) => ({ value: String(g.Id), label: g.Name }))}
            value={choice}
            onChange={setChoice}
            nothingFoundMessage={t('common.noResults')}
            miw={220}
          />
          <Button leftSection={<IconPlus size={16} />} disabled={!choice} loading={busy} onClick={() => void add()}>
            {t('users.addGroup')}
          </Button>
        </Group>
      ) : null}
      {mine.data && mine.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('users.noGroup')}
        </Text>
      ) : (
        <Table aria-label={t('users.userGroups')} striped>
          <Table.Tbody>
            {(mine.data ?? []).map((g) => (
              <Table.Tr key={g.Id}>
                <Table.Td>{g.Name}</Table.Td>
                <Table.Td w={40}>
                  {canEdit ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove from ${g.Name}`}
                      disabled={busy}
                      onClick={() => void remove(g.Id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
