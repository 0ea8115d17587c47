// The colour legend: declared items (label + colour; colours default to the shared chart palette).
import { ColorSwatch, Group, Text } from '@mantine/core';
import type { Widget } from '../../../screen/types';
import { chartColor } from '../../../views/chart/chartColors';

export function LegendWidget({ widget }: { widget: Widget }) {
  return (
    <Group gap="lg" wrap="wrap">
      {(widget.items ?? []).map((item, i) => (
        <Group key={item.label} gap={6}>
          <ColorSwatch color={chartColor(i, item.color)} size={16} />
          <Text size="sm">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
