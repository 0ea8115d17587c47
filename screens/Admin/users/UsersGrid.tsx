// The users grid of the current plant (GET /user?plant=&active=true, or every user with "Include inactive"), with the
// engine grid's search, and the buttons that open the user dialog for a new or an existing user.
import { useMemo, useState } from 'react';
import { Button, Group, Switch, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataGridView, useSession, useT, type Column, type MessageKey } from '../../../engine/kit';
import { userAdminApi, userKeys } from './userAdminApi';
import { UserDialog } from './UserDialog';

export const USER_COLUMNS: Column[] = [
  { field: 'Username', caption: 'Username', width: 160 },
  { field: 'Firstname', caption: 'Name', width: 150 },
  { field: 'Lastname', caption: 'LastName', width: 150 },
  { field: 'Email', caption: 'Email', width: 260 },
  { field: 'EmployeeId', caption: 'Employee', type: 'number', width: 100 },
  { field: 'Isactive', caption: 'Active', type: 'boolean', width: 80 },
  { field: 'IsSuspended', caption: 'Suspended', type: 'boolean', width: 100 },
  { field: 'IsSuperUser', caption: 'Super User', type: 'boolean', width: 100 },
  { field: 'IsDbaUser', caption: 'DataBase User', type: 'boolean', width: 120 },
];

export const CREATE_ROLES = ['settings_users_it'];

const CAPTION_KEYS: Readonly<Record<string, MessageKey>> = {
  Username: 'users.username',
  Firstname: 'users.name',
  Lastname: 'users.lastName',
  Email: 'users.email',
  EmployeeId: 'users.employee',
  Isactive: 'users.active',
  IsSuspended: 'users.suspended',
  IsSuperUser: 'users.superUser',
  IsDbaUser: 'users.dbaUser',
};

/** Which user the dialog shows: a new one, an existing one by Guid, or none (closed). */
type DialogTarget = { kind: 'new' } | { kind: 'existing'; guid: string } | null;

export function UsersGrid({ gridId }: { gridId: string }) {
  const { plant, hasAnyRole } = useSession();
  const t = useT();
  const columns = useMemo(
    () => USER_COLUMNS.map((c) => (CAPTION_KEYS[c.field] ? { ...c, caption: t(CAPTION_KEYS[c.field]) } : c)),
    [t],
  );
  const [includeInactive, setIncludeInactive] = useState(false);
  const [target, setTarget] = useState<DialogTarget>(null);
  const users = useQuery({
    queryKey: userKeys.list(plant, includeInactive),
    queryFn: () => userAdminApi.listUsers(plant, includeInactive),
  });
  const rows: Record<string, unknown>[] = useMemo(() => users.data ?? [], [users.data]);

  return (
    <>
      <Group justify="space-between" mb="xs">
        <Group gap="md">
          {hasAnyRole(CREATE_ROLES) ? (
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setTarget({ kind: 'new' })}>
              {t('users.newUser')}
            </Button>
          ) : null}
          <Switch
            label={t('users.includeInactive')}
            checked={includeInactive}
            onChange={(e) => setIncludeInactive(e.currentTarget.checked)}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('users.doubleClickHint')}
        </Text>
      </Group>
      <DataGridView
        gridId={gridId}
        columns={columns}
        rows={rows}
        isLoading={users.isLoading}
        error={users.error}
        options={{ groupBy: [], summaries: false }}
        onRowActivated={(row) => setTarget({ kind: 'existing', guid: String(row.Guid) })}
      />
      {target ? (
        <UserDialog
          key={target.kind === 'new' ? 'new' : target.guid}
          guid={target.kind === 'existing' ? target.guid : null}
          onClose={() => setTarget(null)}
          onCreated={(guid) => setTarget({ kind: 'existing', guid })}
        />
      ) : null}
    </>
  );
}
