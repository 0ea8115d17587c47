// Per-column filters: one input per visible column, fitting its type (comparisons for numbers, text otherwise).
import { ActionIcon, Button, Indicator, Popover, SimpleGrid, TextInput, Tooltip } from '@mantine/core';
import { IconFilterCog } from '@tabler/icons-react';
import type { Column } from '../../../screen/types';
import { columnFilterPlaceholder } from '../state/columnFilter';
import { useT } from '../../../i18n/translate';

export interface ColumnFiltersProps {
  columns: readonly Column[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}

export function ColumnFilters({ columns, values, onChange }: ColumnFiltersProps) {
  const active = Object.values(values).filter((v) => v.trim()).length;
  const t = useT();
  return (
    <Popover position="bottom-end" shadow="md" withArrow width={Math.min(640, 220 * Math.min(3, columns.length))}>
      <Popover.Target>
        <Indicator label={active} size={16} disabled={active === 0}>
          <Tooltip label={t('grid.columnFilters')}>
            <ActionIcon variant="default" size="lg" aria-label={t('grid.columnFilters')}>
              <IconFilterCog size={18} />
            </ActionIcon>
          </Tooltip>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <SimpleGrid cols={Math.min(3, columns.length)} spacing="xs">
          {columns.map((c) => (
            <TextInput
              key={c.field}
              size="xs"
              label={c.caption}
              placeholder={columnFilterPlaceholder(c)}
              value={values[c.field] ?? ''}
              onChange={(e) => onChange({ ...values, [c.field]: e.currentTarget.value })}
            />
          ))}
        </SimpleGrid>
        <Button size="xs" variant="subtle" mt="sm" disabled={active === 0} onClick={() => onChange({})}>
          {t('grid.clearFilters')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
