// The notice a form shows when its save was refused because someone else saved the record (or list) after it was
// loaded (409 with Conflict): the typed values stay in the form, and the user chooses to load the other version
// (losing the typed values) or to save over it. The notice says who and when from the answer's Conflict, in the
// user's language and date format (the server's message is English with an ISO time, for API callers).
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ApiError } from '../../api/ApiError';
import { useT } from '../../i18n/translate';
import { formatDateTime } from '../../format/formatDate';

export interface EditConflict {
  /** The server's message: shown when the answer does not say who saved. */
  message: string;
  /** The version the other save left; sent back by "Save anyway". */
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** The conflict a save answered, or undefined for any other error. */
export function editConflictOf(error: unknown): EditConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('Conflict' in body)) return undefined;
  const conflict = body.Conflict;
  if (typeof conflict !== 'object' || conflict === null || !('Version' in conflict)) return undefined;
  const version = conflict.Version;
  if (typeof version !== 'number') return undefined;
  const text = (key: string) => {
    const value: unknown = key in conflict ? Reflect.get(conflict, key) : null;
    return typeof value === 'string' && value ? value : null;
  };
  return { message: error.message, version, updatedBy: text('UpdatedBy'), updatedAt: text('UpdatedAt') };
}

export function EditConflictNotice({
  conflict,
  busy,
  onReload,
  onOverwrite,
}: {
  conflict: EditConflict;
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const t = useT();
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      icon={<IconAlertTriangle size={18} />}
      role="alert"
      data-edit-conflict
    >
      <Text size="sm" mb="xs">
        {conflict.updatedBy
          ? conflict.updatedAt
            ? t('form.conflict.changedAt', { who: conflict.updatedBy, when: formatDateTime(conflict.updatedAt) })
            : t('form.conflict.changed', { who: conflict.updatedBy })
          : conflict.message}
      </Text>
      <Group gap="sm">
        <Button size="compact-sm" variant="default" onClick={onReload} disabled={busy}>
          {t('form.conflict.reload')}
        </Button>
        <Button size="compact-sm" color="orange" onClick={onOverwrite} loading={busy}>
          {t('form.conflict.saveAnyway')}
        </Button>
      </Group>
    </Alert>
  );
}
