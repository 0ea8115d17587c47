// One filter input of the filter bar, chosen by the filter's type.
import { lazy, Suspense } from 'react';
import { Select, TextInput } from '@mantine/core';
import { DatePickerInput, MonthPickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { Filter } from '../screen/types';
import type { FilterValue } from '../rules/filterDefaults';
import { FIRST_PICKER_YEAR } from '../rules/monthPickerYears';
import { useAppStore } from '../stores/appStore';
import { useSelectOptions } from './useSelectOptions';
import { t } from '../i18n/translate';
import { datePattern } from '../format/formatDate';

const NumberFilterInput = lazy(() => import('./NumberFilterInput'));

export interface FilterFieldProps {
  filter: Filter;
  value: FilterValue | undefined;
  error?: string;
  onChange: (value: FilterValue) => void;
}

const lastDayOfThisYear = () => `${new Date().getFullYear()}-12-31`;

export function FilterField({ filter: f, value, error, onChange }: FilterFieldProps) {
  const common = { label: f.label, error, required: f.required, 'data-filter': f.id, miw: 160 };
  switch (f.type) {
    case 'date':
      return (
        <DatePickerInput
          {...common}
          valueFormat={datePattern()}
          leftSection={<IconCalendar size={16} />}
          value={(value as string | null) ?? null}
          onChange={(v) => onChange(v)}
          clearable={!f.required}
        />
      );
    case 'dateRange':
      return (
        <DatePickerInput
          {...common}
          type="range"
          miw={230}
          valueFormat={datePattern()}
          leftSection={<IconCalendar size={16} />}
          allowSingleDateInRange
          value={(Array.isArray(value) ? value : [null, null]) as [string | null, string | null]}
          onChange={(v) => onChange([v[0] ?? null, v[1] ?? null])}
        />
      );
    case 'month':
      return (
        <MonthPickerInput
          {...common}
          valueFormat="MM/YYYY"
          leftSection={<IconCalendar size={16} />}
          minDate={`${FIRST_PICKER_YEAR}-01-01`}
          maxDate={lastDayOfThisYear()}
          value={(value as string | null) ?? null}
          onChange={(v) => onChange(v)}
        />
      );
    case 'plant':
      return <PlantFilter {...common} value={value} onChange={onChange} />;
    case 'select':
      return <SelectFilter filter={f} common={common} value={value} onChange={onChange} />;
    case 'number':
      return (
        <Suspense fallback={<TextInput {...common} disabled />}>
          <NumberFilterInput
            {...common}
            value={(value as number | null) ?? ''}
            onChange={(v) => onChange(v === '' ? null : Number(v))}
          />
        </Suspense>
      );
    default:
      return (
        <TextInput
          {...common}
          placeholder={f.placeholder}
          value={(value as string | null) ?? ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}

function PlantFilter({
  value,
  onChange,
  ...common
}: { value: FilterValue | undefined; onChange: (v: FilterValue) => void } & Record<string, unknown>) {
  const plants = useAppStore((s) => s.plants);
  const data = plants.map((p) => ({ value: String(p.Id), label: p.Name }));
  return (
    <Select
      {...common}
      data={data}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      nothingFoundMessage={t('common.noResults')}
      allowDeselect={false}
    />
  );
}

function SelectFilter({
  filter,
  common,
  value,
  onChange,
}: {
  filter: Filter;
  common: Record<string, unknown>;
  value: FilterValue | undefined;
  onChange: (v: FilterValue) => void;
}) {
  const { options, isLoading } = useSelectOptions(filter.options);
  return (
    <Select
      {...common}
      data={options}
      searchable
      clearable={!filter.required}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(v) => onChange(v)}
      nothingFoundMessage={t('common.noResults')}
      placeholder={isLoading ? t('state.loading') : undefined}
    />
  );
}
