// The paint QC entry form shared by the trailer and bed forms: the unit's read-only identity, the readings (six on a
// trailer, seven on a bed) beside the reference drawing, the trailer's axle and power-unit serials (typed or
// scanned), comments and Save. Save is refused with every bad reading marked until all are valid; the server's
// 'Save!' is shown on success. Typed values live here until the save succeeds, so an expired session (the call is
// parked and retried after the re-login) loses nothing; while the server cannot be reached the save goes to the
// device's outbox and the form closes as after a save.
import { useState } from 'react';
import { Button, Grid, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  BarcodeScanDialog,
  errorMessage,
  formatDate,
  formatPlantDateTime,
  notifyError,
  notifySuccess,
  sendPlantFloorOperation,
  useAppStore,
  useT,
} from '../../../engine/kit';
import { ReferenceDrawing } from './drawings/ReferenceDrawing';
import { ReadingInput } from './ReadingInput';
import { SerialInput } from './SerialInput';
import {
  entryErrors,
  entryFromRecord,
  readingError,
  readingLabel,
  readingsOf,
  saveRequest,
  TRAILER_SERIALS,
  type PaintQcEntry,
  type PaintQcRecord,
  type PaintQcSave,
  type SerialField,
} from './paintReadings';

export interface PaintQcFormProps {
  record: PaintQcRecord;
  /** Called after a successful save (the dialog closes and clears). */
  onSaved: () => void;
}

export function PaintQcForm({ record, onSaved }: PaintQcFormProps) {
  const readings = readingsOf(record.Type);
  const t = useT();
  const user = useAppStore((s) => s.user);
  const plant = useAppStore((s) => s.plant);
  const queryClient = useQueryClient();
  const [entry, setEntry] = useState<PaintQcEntry>(() => entryFromRecord(record));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [scanField, setScanField] = useState<SerialField | null>(null);

  const set = (field: keyof PaintQcEntry, value: string) => {
    setEntry((e) => ({ ...e, [field]: value }));
    // A corrected value clears its mark at once; a wrong one is marked on blur or Save.
    if (errors[field] && !readingError(value)) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const save = useMutation({
    // The save is typed by the contract (saveRequest); while the server cannot be reached it goes to the outbox and
    // is sent when it can.
    mutationFn: (save: PaintQcSave) => {
      const label = `Paint QC ${record.Type === 'bed' ? 'truck bed' : 'trailer'} · WO ${save.body.WorkorderNumber} · VIN ${save.body.VIN}`;
      return save.operationId === 'addPaintQcBed'
        ? sendPlantFloorOperation({ operationId: save.operationId, body: save.body, label })
        : sendPlantFloorOperation({ operationId: save.operationId, body: save.body, label });
    },
    onSuccess: (outcome) => {
      // SPEC §8 'Save!' in the user's language (the server answers the same English words).
      notifySuccess(outcome.queued ? t('outbox.savedOnDevice') : t('paintqc.saved'));
      void queryClient.invalidateQueries({ queryKey: ['screen-data', 'listPaintQcChecks'] });
      onSaved();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.length) {
        setErrors(Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.message])));
      }
      notifyError(errorMessage(error));
    },
  });

  const submit = () => {
    const found = entryErrors(record.Type, entry);
    setErrors(found);
    if (Object.keys(found).length || !user) return;
    save.mutate(saveRequest(record, entry, user, plant));
  };

  const readOnly: [string, string][] = [
    ['VIN', record.VIN],
    [t('paintqc.partNumber'), record.PartNo],
    [t('paintqc.configCode'), record.ConfigCode ?? ''],
    [t('paintqc.inputDate'), formatDate(record.DateInput)],
  ];

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
              {readOnly.map(([label, value]) => (
                <TextInput key={label} label={label} value={value} readOnly variant="filled" data-field={label} />
              ))}
            </SimpleGrid>
            <div>
              <Title order={5} mb={4}>
                {t('paintqc.thickness')}
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
                {readings.map((r) => (
                  <ReadingInput
                    key={r.field}
                    reading={r}
                    value={entry[r.field] ?? ''}
                    error={errors[r.field]}
                    onChange={(v) => set(r.field, v)}
                    onBlur={() => {
                      const error = readingError(entry[r.field] ?? '');
                      // An untouched empty field is not an error until Save.
                      if (error && (entry[r.field] ?? '').trim() !== '')
                        setErrors((all) => ({ ...all, [r.field]: error }));
                    }}
                  />
                ))}
              </SimpleGrid>
            </div>
            {record.Type === 'trailer' && (
              <div>
                <Title order={5} mb={4}>
                  {t('paintqc.serials')}
                </Title>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
                  {TRAILER_SERIALS.map((s) => (
                    <SerialInput
                      key={s.field}
                      field={s.field}
                      label={readingLabel(s.label)}
                      value={entry[s.field] ?? ''}
                      error={errors[s.field]}
                      onChange={(v) => set(s.field, v)}
                      onScanRequest={() => setScanField(s.field)}
                    />
                  ))}
                </SimpleGrid>
              </div>
            )}
            <Textarea
              label={t('paintqc.comments')}
              name="Comments"
              autosize
              minRows={2}
              maxRows={6}
              maxLength={2000}
              value={entry.Comments ?? ''}
              onChange={(e) => set('Comments', e.currentTarget.value)}
            />
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                {record.SavedAt
                  ? record.UserName
                    ? t('paintqc.lastSavedBy', {
                        when: formatPlantDateTime(record.SavedAt, record.Plant),
                        who: record.UserName,
                      })
                    : t('paintqc.lastSaved', { when: formatPlantDateTime(record.SavedAt, record.Plant) })
                  : t('paintqc.noReadings')}
              </Text>
              <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={save.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ReferenceDrawing partNo={record.PartNo} type={record.Type} readings={readings} />
        </Grid.Col>
      </Grid>
      <BarcodeScanDialog
        opened={scanField !== null}
        onClose={() => setScanField(null)}
        title={readingLabel(TRAILER_SERIALS.find((s) => s.field === scanField)?.label ?? 'Scan barcode')}
        onScan={(text) => {
          if (scanField) set(scanField, text);
        }}
      />
    </form>
  );
}
