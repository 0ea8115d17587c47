// Column chooser: show or hide each column (at least one stays visible).
import { ActionIcon, Checkbox, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { Column } from '../../../screen/types';
import { useT } from '../../../i18n/translate';

export interface ColumnChooserProps {
  columns: readonly Column[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

export function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps) {
  const visibleCount = columns.length - hidden.length;
  const t = useT();
  const toggle = (field: string, show: boolean) =>
    onChange(show ? hidden.filter((f) => f !== field) : [...hidden, field]);
  return (
    <Popover position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Tooltip label={t('grid.columnChooser')}>
          <ActionIcon variant="default" size="lg" aria-label={t('grid.columnChooser')}>
            <IconColumns size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        <Text size="xs" c="dimmed" mb="xs">
          {t('grid.columns')}
        </Text>
        <Stack gap={6}>
          {columns.map((c) => {
            const shown = !hidden.includes(c.field);
            return (
              <Checkbox
                key={c.field}
                label={c.caption}
                checked={shown}
                disabled={shown && visibleCount === 1}
                onChange={(e) => toggle(c.field, e.currentTarget.checked)}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
