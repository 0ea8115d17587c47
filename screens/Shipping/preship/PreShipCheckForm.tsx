// The pre-ship walk-around of one unit: what the unit is and where it goes, its last check, six checkpoints to tick
// when OK, and notes that are required as soon as a checkpoint is not OK (the server enforces the same rule).
import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { formatDate, formatDateTime, useT, type MessageKey, type Schemas } from '../../../engine/kit';

/** The unit as the contract answers it (getPreShipUnit). */
export type PreShipUnit = Schemas['PreShipUnit'];

export const CHECKPOINTS = [
  { field: 'LightsOk', label: 'shipping.preship.checkLights' },
  { field: 'BrakesOk', label: 'shipping.preship.checkBrakes' },
  { field: 'TiresOk', label: 'shipping.preship.checkTires' },
  { field: 'DecalsOk', label: 'shipping.preship.checkDecals' },
  { field: 'PaintOk', label: 'shipping.preship.checkPaint' },
  { field: 'DocumentsOk', label: 'shipping.preship.checkDocuments' },
] as const satisfies readonly { field: string; label: MessageKey }[];

export type CheckpointField = (typeof CHECKPOINTS)[number]['field'];
export type PreShipCheck = Record<CheckpointField, boolean> & { VIN: string; Notes: string | null };

export interface PreShipCheckFormProps {
  unit: PreShipUnit;
  saving: boolean;
  onSave: (check: PreShipCheck) => void;
  onCancel: () => void;
}

const noneChecked = () =>
  Object.fromEntries(CHECKPOINTS.map((c) => [c.field, false])) as Record<CheckpointField, boolean>;

export function PreShipCheckForm({ unit, saving, onSave, onCancel }: PreShipCheckFormProps) {
  const t = useT();
  const [checks, setChecks] = useState(noneChecked);
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string | null>(null);
  const allOk = CHECKPOINTS.every((c) => checks[c.field]);
  const canCheck = unit.Status === 'Finished';

  const save = () => {
    if (!allOk && !notes.trim()) {
      setNotesError(t('shipping.preship.notesRequired'));
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
              {t('shipping.preship.workOrder', {
                workOrder: unit.WorkorderNumber,
                config: unit.ConfigCode,
                dealer: unit.Dealer ?? t('shipping.preship.stockUnit'),
              })}
              {unit.LoadNo
                ? unit.ShipDate
                  ? t('shipping.preship.loadLineShips', { load: unit.LoadNo, date: formatDate(unit.ShipDate) })
                  : t('shipping.preship.loadLine', { load: unit.LoadNo })
                : t('shipping.preship.notOnLoad')}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Badge variant="light" color={unit.Status === 'Finished' ? 'blue' : 'gray'}>
              {unit.Status}
            </Badge>
            {unit.LastCheckAt ? (
              <Badge variant="light" color={unit.LastCheckPassed ? 'green' : 'red'}>
                {t('shipping.preship.lastCheck', {
                  result: unit.LastCheckPassed ? 'passed' : 'failed',
                  when: formatDateTime(unit.LastCheckAt),
                })}
              </Badge>
            ) : (
              <Badge variant="light" color="gray">
                {t('shipping.preship.notChecked')}
              </Badge>
            )}
          </Stack>
        </Group>
        {!canCheck && (
          <Text c="red" size="sm">
            {unit.Status === 'Shipped'
              ? t('shipping.preship.alreadyShipped', { vin: unit.VIN })
              : t('shipping.preship.notFinished', { vin: unit.VIN })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {CHECKPOINTS.map((c) => (
            <Checkbox
              key={c.field}
              size="md"
              label={t(c.label)}
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
          label={t('shipping.preship.notes')}
          description={t('shipping.preship.notesHint')}
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
            {t('shipping.cancel')}
          </Button>
          <Button
            color={allOk ? 'green' : 'red'}
            leftSection={<IconDeviceFloppy size={18} />}
            onClick={save}
            loading={saving}
            disabled={!canCheck}
          >
            {allOk ? t('shipping.preship.savePassed') : t('shipping.preship.saveHold')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
