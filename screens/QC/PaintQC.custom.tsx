// The QC/PaintQC screen: a new check starts from a typed or scanned VIN or work order and opens the paint QC dialog;
// below, the month's paint checks of the current plant (the definition's data source and columns) with the month and
// year picker. Saved checks refresh the list, and saves by other inspectors arrive through the shopfloor group. A
// lookup that finds no unit leaves the dialog closed and says so under the search field. The plant's units are kept on
// the device (with the time of the last refresh shown), so a unit opens while the server cannot be reached.
import { useCallback, useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Paper, SegmentedControl, Stack, TextInput, Title, Tooltip } from '@mantine/core';
import { IconBarcode, IconClipboardCheck } from '@tabler/icons-react';
import {
  BarcodeScanDialog,
  callOperation,
  currentMonthYear,
  LastRefreshed,
  DataGridView,
  monthRange,
  MonthYearPicker,
  useBindingContext,
  useAppStore,
  useOfflineLookup,
  useScreenData,
  type CustomComponentProps,
  type MonthYear,
  useT,
} from '../../engine/kit';
import { PaintQcDialog, usePaintQcLookupPending, type PaintQcSearchBy } from './paintqc/PaintQcDialog';
import { PAINT_QC_UNITS_LOOKUP } from './paintqc/offlineUnits';

export default function PaintQC({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const [searchBy, setSearchBy] = useState<PaintQcSearchBy>('VIN');
  const [searchValue, setSearchValue] = useState('');
  const [opened, setOpened] = useState<{ value: string; by: PaintQcSearchBy } | null>(null);
  const [scanning, setScanning] = useState(false);
  const [month, setMonth] = useState<MonthYear>(() => currentMonthYear());
  const lookingUp = usePaintQcLookupPending();
  const plant = useAppStore((s) => s.plant);
  // The plant's units, kept on the device so a unit can be opened while the server cannot be reached.
  const units = useOfflineLookup(PAINT_QC_UNITS_LOOKUP, () => callOperation('listPaintQcUnits', { plant }));
  const [lookupError, setLookupError] = useState<string | null>(null);
  const lookupFailed = useCallback((message: string) => {
    setOpened(null);
    setLookupError(message);
  }, []);

  // The definition's date-range filter 'month' is fed by the month picker (first to last day of the month).
  const filters = useMemo(() => {
    const { from, to } = monthRange(month);
    return { month: [from, to] as [string, string] };
  }, [month]);
  const ctx = useBindingContext(filters, routeParams);
  const data = useScreenData(definition.dataSource, ctx);

  const open = (value: string, by: PaintQcSearchBy = searchBy) => {
    const trimmed = value.trim();
    setLookupError(null);
    if (trimmed) setOpened({ value: trimmed, by });
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            open(searchValue);
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Title order={4} style={{ alignSelf: 'center' }} mr="md">
              {t('paintqc.newCheck')}
            </Title>
            <SegmentedControl
              value={searchBy}
              onChange={(v) => {
                setSearchBy(v as PaintQcSearchBy);
                setLookupError(null);
              }}
              data={[
                { value: 'VIN', label: 'VIN' },
                { value: 'WorkOrder', label: t('paintqc.workOrder') },
              ]}
              aria-label={t('paintqc.searchBy')}
            />
            <TextInput
              label={searchBy === 'VIN' ? 'VIN' : t('paintqc.workOrder')}
              placeholder={searchBy === 'VIN' ? t('paintqc.scanOrTypeVin') : t('paintqc.scanOrTypeWorkOrder')}
              value={searchValue}
              onChange={(e) => {
                setSearchValue(e.currentTarget.value);
                setLookupError(null);
              }}
              error={lookupError}
              maxLength={40}
              w={280}
              autoComplete="off"
              rightSection={
                <Tooltip label={t('paintqc.scan')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('paintqc.scanVinOrWorkOrder')}
                    onClick={() => setScanning(true)}
                  >
                    <IconBarcode size={18} />
                  </ActionIcon>
                </Tooltip>
              }
            />
            <Button
              type="submit"
              leftSection={<IconClipboardCheck size={18} />}
              disabled={!searchValue.trim()}
              loading={lookingUp}
              aria-busy={lookingUp}
            >
              {t('paintqc.open')}
            </Button>
          </Group>
          <LastRefreshed what="Units" refreshedAt={units.refreshedAt} fromDevice={units.fromDevice} />
        </form>
      </Paper>

      <Stack gap={4}>
        <Group justify="space-between" align="flex-end">
          <Title order={4}>{t('paintqc.checks')}</Title>
          <MonthYearPicker value={month} onChange={setMonth} filterId="month" />
        </Group>
        <DataGridView
          gridId={definition.id}
          columns={definition.columns ?? []}
          rows={data.rows}
          isLoading={data.isLoading}
          error={data.error}
          options={{ groupBy: [], height: '60vh' }}
        />
      </Stack>

      <BarcodeScanDialog
        opened={scanning}
        onClose={() => setScanning(false)}
        title={searchBy === 'VIN' ? t('paintqc.scanVin') : t('paintqc.scanWorkOrder')}
        onScan={(text) => {
          setSearchValue(text);
          open(text);
        }}
      />
      <PaintQcDialog
        opened={opened !== null}
        onClose={() => {
          setOpened(null);
          setSearchValue('');
        }}
        searchValue={opened?.value ?? ''}
        searchBy={opened?.by ?? searchBy}
        onLookupFailed={lookupFailed}
        keptUnits={units.data}
      />
    </Stack>
  );
}
