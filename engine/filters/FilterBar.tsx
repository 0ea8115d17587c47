// The filter bar above a screen: the definition's filters with defaults applied, validated before they are applied
// (SPEC §5 messages), applied with the Apply button or Enter.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { Filter } from '../screen/types';
import type { FilterValue } from '../rules/filterDefaults';
import { FilterField } from './FilterField';
import { validateFilters } from './validateFilters';
import type { FilterValues } from './useFilterValues';
import { t } from '../i18n/translate';

export interface FilterBarProps {
  filters: readonly Filter[];
  values: FilterValues;
  onApply: (values: FilterValues) => void;
  busy?: boolean;
  /** The longest date range the screen's report accepts (useFilterValues gives it from the contract). */
  maxRangeDays?: number;
}

function isFilled(value: FilterValue | undefined): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.some((v) => v !== null && v !== '' && v !== undefined);
  return true;
}

export function FilterBar({ filters, values, onApply, busy, maxRangeDays }: FilterBarProps) {
  const [draft, setDraft] = useState<FilterValues>(values);
  // A required filter left empty says so only after Apply: on opening, the screen's prompt asks for it instead.
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.entries(validateFilters(filters, values, { maxRangeDays })).filter(([id]) => isFilled(values[id])),
    ),
  );
  useEffect(() => setDraft(values), [values]);
  if (filters.length === 0) return null;

  const change = (id: string, value: FilterValue) => {
    setDraft((d) => ({ ...d, [id]: value }));
    setErrors((e) => {
      const { [id]: _dropped, ...rest } = e;
      return rest;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFilters(filters, draft, { maxRangeDays });
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      withBorder
      p="sm"
      radius="md"
      mb="sm"
      aria-label={t('filters.label')}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        {filters.map((filter) => {
          const id = filter.id;
          return (
            <FilterField
              key={id}
              filter={filter}
              value={draft[id]}
              error={errors[id]}
              onChange={(v) => change(id, v)}
            />
          );
        })}
        <Button type="submit" leftSection={<IconFilter size={16} />} loading={busy} mt={25}>
          {t('filters.apply')}
        </Button>
      </Group>
    </Paper>
  );
}
