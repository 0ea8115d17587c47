// The pre-ship walk-around of one unit: what the unit is and where it goes, its last check, six checkpoints to tick
// when OK, and notes that are required as soon as a checkpoint is not OK (the server enforces the same rule).
import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { formatDate, formatDateTime } from '../../../engine/kit';

export interface PreShipUnit {
  VIN: string;
  WorkorderNumber: string;
  PartNo: string;
  Descrip: string;
  ConfigCode: string;
  ProductType: string;
  Status: string;
  Dealer: string | null;
  LoadNo: string | null;
  ShipDate: string | null;
  LastCheckAt: string | null;
  LastCheckPassed: boolean | null;
  LastCheckNotes: string | null;
}

export const CHECKPOINTS = [
  { field: 'LightsOk', label: 'Lights and reflectors' },
  { field: 'BrakesOk', label: 'Brakes and breakaway' },
  { field: 'TiresOk', label: 'Tires, wheels and lug torque' },
  { field: 'DecalsOk', label: 'Decals, VIN plate and capacity label' },
  { field: 'PaintOk', label: 'Paint and finish' },
  { field: 'DocumentsOk', label: 'MCO, manual and warranty packet' },
] as const;

export type CheckpointField = (typeof CHECKPOINTS)[number]['field'];
export type PreShipCheck = Record<CheckpointField, boolean> & { VIN: string; Notes: string | null };

const NOTES_REQUIRED = 'Describe what failed';

export interface PreShipCheckFormProps {
  unit: PreShipUnit;
  saving: boolean;
  onSave: (check: PreShipCheck) => void;
  onCancel: () => void;
}

const noneChecked = () =>
  Object.fromEntries(CHECKPOINTS.map((c) => [c.field, false])) as Record<CheckpointField, boolean>;

export function PreShipCheckForm({ unit, saving, onSave, onCancel }: PreShipCheckFormProps) {
  const [checks, setChecks] = useState(noneChecked);
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string | null>(null);
  const allOk = CHECKPOINTS.every((c) => checks[c.field]);
  const canCheck = unit.Status === 'Finished';

  const save = () => {
    if (!allOk && !notes.trim()) {
      setNotesError(NOTES_REQUIRED);
      return;
    }
    onSave({ VIN: unit.VIN, ...checks, Notes: notes.trim() || null });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={4}>{unit.VIN}</Title>
            <Text size="sm">
              {unit.PartNo} — {unit.Descrip}
            </Text>
            <Text size="sm" c="dimmed">
              Work order {unit.WorkorderNumber} · {unit.ConfigCode} · {unit.Dealer ?? 'stock unit'}
              {unit.LoadNo
                ? ` · load ${unit.LoadNo}${unit.ShipDate ? ` ships ${formatDate(unit.ShipDate)}` : ''}`
                : ' · not on a load yet'}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Badge variant="light" color={unit.Status === 'Finished' ? 'blue' : 'gray'}>
              {unit.Status}
            </Badge>
            {unit.LastCheckAt ? (
              <Badge variant="light" color={unit.LastCheckPassed ? 'green' : 'red'}>
                Last check {unit.LastCheckPassed ? 'passed' : 'failed'} {formatDateTime(unit.LastCheckAt)}
              </Badge>
            ) : (
              <Badge variant="light" color="gray">
                Not checked yet
              </Badge>
            )}
          </Stack>
        </Group>
        {!canCheck && (
          <Text c="red" size="sm">
            {unit.Status === 'Shipped' ? `VIN ${unit.VIN} has already shipped` : `VIN ${unit.VIN} is not finished yet`}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {CHECKPOINTS.map((c) => (
            <Checkbox
              key={c.field}
              size="md"
              label={c.label}
              checked={checks[c.field]}
              disabled={!canCheck}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setChecks((prev) => ({ ...prev, [c.field]: checked }));
                setNotesError(null);
              }}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label="Notes"
          description="Required when a checkpoint is not OK: what failed and what was done."
          value={notes}
          onChange={(e) => {
            setNotes(e.currentTarget.value);
            setNotesError(null);
          }}
          error={notesError}
          maxLength={500}
          autosize
          minRows={2}
          disabled={!canCheck}
        />
        <Group justify="flex-end">
          <Button variant="default" leftSection={<IconX size={18} />} onClick={onCancel}>
            Cancel
          </Button>
          <Button
            color={allOk ? 'green' : 'red'}
            leftSection={<IconDeviceFloppy size={18} />}
            onClick={save}
            loading={saving}
            disabled={!canCheck}
          >
            {allOk ? 'Save — passed' : 'Save — hold unit'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
