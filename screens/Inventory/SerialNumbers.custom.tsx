// Inventory/SerialNumbers: record which axle or power unit went on which trailer: scan the unit's VIN, pick the
// position, scan the component's serial plate and save. The list shows the period's units with their serials and
// how many axle serials are still missing.
import { useRef, useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useAppStore, type CustomComponentProps, type OperationBody } from '../../engine/kit';
import { ScanInput } from './scanning/ScanInput';
import { ScanPanel } from './scanning/ScanPanel';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';
import { useScanSubmit } from './scanning/useScanSubmit';

type SerialType = OperationBody<'assignUnitSerial'>['SerialType'];
const POSITIONS: { value: SerialType; label: string }[] = [
  { value: 'front_axle', label: 'Front axle' },
  { value: 'middle_axle', label: 'Middle axle' },
  { value: 'rear_axle', label: 'Rear axle' },
  { value: 'power_unit', label: 'Power unit' },
];

export default function SerialNumbers({ definition, routeParams }: CustomComponentProps) {
  const plant = useAppStore((s) => s.plant);
  const [vin, setVin] = useState('');
  const [position, setPosition] = useState<SerialType>('front_axle');
  const [serial, setSerial] = useState('');
  const serialRef = useRef<HTMLInputElement>(null);
  const { data, filterBar, grid } = useDefinitionGrid(definition, routeParams);
  const label = POSITIONS.find((p) => p.value === position)?.label ?? position;
  const submit = useScanSubmit<'assignUnitSerial'>(
    (u) => ({
      tone: u.Missing ? 'warn' : 'ok',
      title: `${label} serial saved on ${u.VIN} (${u.WorkorderNumber})`,
      message: u.Missing
        ? `${u.Missing} axle serial(s) still missing on this unit.`
        : 'All axle serials of this unit are recorded.',
    }),
    () => {
      setSerial('');
      data.refetch();
      // Next position of the same unit: the VIN stays, the serial is scanned next.
      const next = POSITIONS[(POSITIONS.findIndex((p) => p.value === position) + 1) % POSITIONS.length];
      setPosition(next.value);
      serialRef.current?.focus();
    },
  );
  return (
    <Stack gap="md">
      <ScanPanel
        title="Record a serial"
        hint="Scan the VIN plate, choose the position, scan the serial plate of the axle or power unit."
        submitLabel="Save serial"
        busy={submit.busy}
        canSubmit={vin.trim().length === 17 && serial.trim().length >= 3}
        onSubmit={() =>
          void submit.run(
            'assignUnitSerial',
            { plant },
            { VIN: vin.trim(), SerialType: position, SerialNo: serial.trim() },
          )
        }
        outcome={submit.outcome}
      >
        <ScanInput label="VIN" value={vin} onChange={setVin} w={230} maxLength={17} placeholder="17 characters" />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Position
          </Text>
          <SegmentedControl
            value={position}
            onChange={(value) => setPosition(POSITIONS.find((p) => p.value === value)?.value ?? 'front_axle')}
            data={POSITIONS}
            aria-label="Position"
          />
        </Stack>
        <ScanInput ref={serialRef} label="Serial" value={serial} onChange={setSerial} w={200} maxLength={40} />
      </ScanPanel>
      {filterBar}
      {grid}
    </Stack>
  );
}
