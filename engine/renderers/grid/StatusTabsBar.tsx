// A grid's status tabs: a segmented choice whose value the data source reads like a filter's.
import { SegmentedControl } from '@mantine/core';
import type { StatusTabs } from '../../screen/types';
import { t } from '../../i18n/translate';

export interface StatusTabsBarProps {
  tabs: StatusTabs;
  /** The chosen tab's position. */
  index: number;
  onChange: (index: number) => void;
}

export function StatusTabsBar({ tabs, index, onChange }: StatusTabsBarProps) {
  return (
    <SegmentedControl
      mb="sm"
      value={String(index)}
      onChange={(v) => onChange(Number(v))}
      data={tabs.tabs.map((tab, i) => ({ value: String(i), label: tab.label }))}
      aria-label={tabs.label ?? t('grid.show')}
    />
  );
}
