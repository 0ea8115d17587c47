// Inventory/SerialNumbers: record which axle or power unit went on which trailer: scan the unit's VIN, pick the
// position, scan the component's serial plate and save. The list shows the period's units with their serials and
// how many axle serials are still missing.
import { useRef, useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useAppStore, useT, type CustomComponentProps, type MessageKey, type OperationBody } from '../../engine/kit';
import { ScanInput } from './scanning/ScanInput';
import { ScanPanel } from './scanning/ScanPanel';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';
import { useScanSubmit } from './scanning/useScanSubmit';

type SerialType = OperationBody<'assignUnitSerial'>['SerialType'];
const POSITIONS: { value: SerialType; label: MessageKey }[] = [
  { value: 'front_axle', label: 'inventory.serial.frontAxle' },
  { value: 'middle_axle', label: 'inventory.serial.middleAxle' },
  { value: 'rear_axle', label: 'inventory.serial.rearAxle' },
  { value: 'power_unit', label: 'inventory.serial.powerUnit' },
];

export default function SerialNumbers({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const plant = useAppStore((s) => s.plant);
  const [vin, setVin] = useState('');
  const [position, setPosition] = useState<SerialType>('front_axle');
  const [serial, setSerial] = useState('');
  const serialRef = useRef<HTMLInputElement>(null);
  const { data, filterBar, grid } = useDefinitionGrid(definition, routeParams);
  const positionKey = POSITIONS.find((p) => p.value === position)?.label;
  const label = positionKey ? t(positionKey) : position;
  // Next position of the same unit: the VIN stays, the serial is scanned next.
  const nextPosition = () => {
    setSerial('');
    const next = POSITIONS[(POSITIONS.findIndex((p) => p.value === position) + 1) % POSITIONS.length];
    setPosition(next.value);
    serialRef.current?.focus();
  };
  const submit = useScanSubmit<'assignUnitSerial'>(
    (u) => ({
      tone: u.Missing ? 'warn' : 'ok',
      title: t('inventory.serial.saved', { position: label, vin: u.VIN, workOrder: u.WorkorderNumber }),
      message: u.Missing
        ? t('inventory.serial.missing', { missing: String(u.Missing) })
        : t('inventory.serial.allRecorded'),
    }),
    () => {
      data.refetch();
      nextPosition();
    },
    // Kept on the device: the same next step, without a list to refresh.
    nextPosition,
  );
  return (
    <Stack gap="md">
      <ScanPanel
        title={t('inventory.serial.title')}
        hint={t('inventory.serial.hint')}
        submitLabel={t('inventory.serial.save')}
        busy={submit.busy}
        canSubmit={vin.trim().length === 17 && serial.trim().length >= 3}
        onSubmit={() =>
          void submit.run(
            'assignUnitSerial',
            { plant },
            { VIN: vin.trim(), SerialType: position, SerialNo: serial.trim() },
            t('inventory.serial.entry', { vin: vin.trim(), position: label, serial: serial.trim() }),
          )
        }
        outcome={submit.outcome}
      >
        <ScanInput
          label="VIN"
          value={vin}
          onChange={setVin}
          w={230}
          maxLength={17}
          placeholder={t('inventory.serial.chars')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('inventory.serial.position')}
          </Text>
          <SegmentedControl
            value={position}
            onChange={(value) => setPosition(POSITIONS.find((p) => p.value === value)?.value ?? 'front_axle')}
            data={POSITIONS.map((p) => ({ value: p.value, label: t(p.label) }))}
            aria-label={t('inventory.serial.position')}
          />
        </Stack>
        <ScanInput
          ref={serialRef}
          label={t('inventory.serial.serial')}
          value={serial}
          onChange={setSerial}
          w={200}
          maxLength={40}
        />
      </ScanPanel>
      {filterBar}
      {grid}
    </Stack>
  );
}
