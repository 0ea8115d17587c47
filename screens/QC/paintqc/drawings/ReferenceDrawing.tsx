// The reference image beside the paint QC form, chosen by the first three characters of the part number (SPEC §2):
// each product family has its drawing with the measuring points numbered like the form's readings.
import { Paper, Stack, Text } from '@mantine/core';
import type { PaintQcType, ReadingDef } from '../paintReadings';
import { BumperPullDrawing, type BumperPullVariant } from './BumperPullDrawing';
import { GooseneckDrawing } from './GooseneckDrawing';
import { TruckBedDrawing, type TruckBedVariant } from './TruckBedDrawing';
import { t } from '../../../../engine/kit/i18n';
import { readingLabel } from '../paintReadings';

type Drawing =
  | { kind: 'gooseneck'; variant: 'flatbed' | 'dump'; name: string }
  | { kind: 'bumperPull'; variant: BumperPullVariant; name: string }
  | { kind: 'bed'; variant: TruckBedVariant; name: string };

/** Part-number prefix (first three characters) → drawing; the seed's families are GN1, DG9, DU8/DU9, FB1, UT7/UT8,
 *  EQ8 and the beds TBS, TBF, TBH, TBD. */
const BY_PREFIX: Record<string, Drawing> = {
  GN1: { kind: 'gooseneck', variant: 'flatbed', name: 'Gooseneck Flatbed' },
  DG9: { kind: 'gooseneck', variant: 'dump', name: 'Gooseneck Dump' },
  DU8: { kind: 'bumperPull', variant: 'dump', name: 'Bumper Pull Dump 83"' },
  DU9: { kind: 'bumperPull', variant: 'dump', name: 'Bumper Pull Dump 96"' },
  FB1: { kind: 'bumperPull', variant: 'deckover', name: 'Deckover Flatbed' },
  UT7: { kind: 'bumperPull', variant: 'utility', name: 'Utility 77"' },
  UT8: { kind: 'bumperPull', variant: 'utility', name: 'Utility 83"' },
  EQ8: { kind: 'bumperPull', variant: 'equipment', name: 'Equipment Hauler' },
  TBS: { kind: 'bed', variant: 'steel', name: 'Steel Flatbed Truck Bed' },
  TBF: { kind: 'bed', variant: 'skirted', name: 'Skirted Flatbed Truck Bed' },
  TBH: { kind: 'bed', variant: 'hauler', name: 'Hauler Truck Bed' },
  TBD: { kind: 'bed', variant: 'dump', name: 'Dump Truck Bed' },
};

/** The drawing for a part number; unknown prefixes fall back to the family's first two letters, then to the type. */
export function drawingFor(partNo: string, type: PaintQcType): Drawing & { prefix: string } {
  const prefix = partNo.trim().slice(0, 3).toUpperCase();
  const exact = BY_PREFIX[prefix];
  if (exact) return { ...exact, prefix };
  const family = Object.entries(BY_PREFIX).find(([key]) => key.slice(0, 2) === prefix.slice(0, 2));
  if (family) return { ...family[1], prefix };
  return type === 'bed'
    ? { kind: 'bed', variant: 'steel', name: 'Truck Bed', prefix }
    : { kind: 'bumperPull', variant: 'deckover', name: 'Trailer', prefix };
}

export function ReferenceDrawing({
  partNo,
  type,
  readings,
}: {
  partNo: string;
  type: PaintQcType;
  readings: readonly ReadingDef[];
}) {
  const drawing = drawingFor(partNo, type);
  const label = t('paintqc.referenceDrawing', { name: drawing.name, prefix: drawing.prefix });
  return (
    <Paper withBorder p="sm" radius="md" data-testid="paint-reference" data-family={drawing.prefix}>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {drawing.name}{' '}
          <Text span c="dimmed" size="xs">
            · {drawing.prefix}
          </Text>
        </Text>
        {drawing.kind === 'gooseneck' && <GooseneckDrawing variant={drawing.variant} label={label} />}
        {drawing.kind === 'bumperPull' && <BumperPullDrawing variant={drawing.variant} label={label} />}
        {drawing.kind === 'bed' && <TruckBedDrawing variant={drawing.variant} label={label} />}
        <Text size="xs" c="dimmed" component="ol" style={{ margin: 0, paddingLeft: 18, columns: 2 }}>
          {readings.map((r) => (
            <li key={r.field} value={r.point}>
              {readingLabel(r.label)}
            </li>
          ))}
        </Text>
      </Stack>
    </Paper>
  );
}
