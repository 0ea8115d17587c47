// The month and year picker (SPEC §2): a month and a year select; the years run from the current year back to 2016
// (SPEC §5, §9 — the list comes from engine/rules so every picker offers the same years).
import { useMemo } from 'react';
import { Group, Select } from '@mantine/core';
import { monthPickerYears } from '../../rules/monthPickerYears';
import { useLocale, useT } from '../../i18n/translate';

export interface MonthYear {
  year: number;
  /** 1 = January … 12 = December. */
  month: number;
}

export interface MonthYearPickerProps {
  value: MonthYear;
  onChange: (value: MonthYear) => void;
  label?: string;
  /** For tests: the "current" date the year list counts back from. */
  now?: Date;
  /** The screen filter this picker feeds (marks the month select with data-filter, like the filter bar's inputs). */
  filterId?: string;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function currentMonthYear(now: Date = new Date()): MonthYear {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** The first and last day of the month as ISO dates, for from/to parameters. */
export function monthRange({ year, month }: MonthYear): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** The months' names in a locale (en-US: MONTH_NAMES; es-MX: Enero … Diciembre). */
export function monthNames(locale: string): string[] {
  if (locale === 'en-US') return [...MONTH_NAMES];
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return MONTH_NAMES.map((_, i) => {
    const name = format.format(new Date(Date.UTC(2024, i, 1)));
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  });
}

export function MonthYearPicker({ value, onChange, label, now, filterId }: MonthYearPickerProps) {
  const t = useT();
  const locale = useLocale();
  const shownLabel = label ?? t('monthpicker.month');
  const years = useMemo(() => monthPickerYears(now).map((y) => ({ value: String(y), label: String(y) })), [now]);
  const months = useMemo(() => monthNames(locale).map((name, i) => ({ value: String(i + 1), label: name })), [locale]);
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={shownLabel}>
      <Select
        label={shownLabel}
        data-filter={filterId}
        data={months}
        value={String(value.month)}
        onChange={(v) => v && onChange({ ...value, month: Number(v) })}
        allowDeselect={false}
        w={150}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('monthpicker.year')}
        data={years}
        value={String(value.year)}
        onChange={(v) => v && onChange({ ...value, year: Number(v) })}
        allowDeselect={false}
        w={100}
        maxDropdownHeight={320}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
