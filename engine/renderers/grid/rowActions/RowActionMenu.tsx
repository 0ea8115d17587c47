// The row menu: when several actions apply to the double-clicked row, the user picks one here.
import { Button, Stack } from '@mantine/core';
import type { RowAction } from '../../../screen/types';
import { LazyLayeredModal } from '../../../ui/LazyDialogs';

export interface RowActionMenuProps {
  title: string;
  actions: RowAction[];
  onPick: (action: RowAction) => void;
  onClose: () => void;
}

export function RowActionMenu({ title, actions, onPick, onClose }: RowActionMenuProps) {
  return (
    <LazyLayeredModal opened onClose={onClose} title={title} size="sm">
      <Stack gap="xs">
        {actions.map((action) => (
          <Button key={action.label} variant="light" onClick={() => onPick(action)}>
            {action.label}
          </Button>
        ))}
      </Stack>
    </LazyLayeredModal>
  );
}
