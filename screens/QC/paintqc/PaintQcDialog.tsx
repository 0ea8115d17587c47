// The paint QC dialog (SPEC §2, §4): opened with a search value and what it is (VIN or work order), it looks the unit
// up in the current plant and shows the trailer or bed form by the response's Type. The dialog opens once the unit is
// found; meanwhile the screen shows the loader (usePaintQcLookupPending). A failed lookup only hides the loader
// (SPEC §8) and onLookupFailed tells the screen why (no unit matched the VIN or work order). After a successful save the dialog closes and clears; the saved unit's inspection
// report opens in the File View.
import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Tabs, Text } from '@mantine/core';
import {
  ApiError,
  callOperation,
  errorMessage,
  FileViewDialog,
  isNetworkFailure,
  LayeredModal,
  RecordHistoryPanel,
  useAppStore,
  t,
  useT,
} from '../../../engine/kit';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useIsFetching, useQuery } from '@tanstack/react-query';
import { BedForm } from './BedForm';
import { TrailerForm } from './TrailerForm';
import { keptUnitRecord, type PaintQcUnit } from './offlineUnits';

export type PaintQcSearchBy = 'VIN' | 'WorkOrder';

const lookupKey = 'paintqc-lookup';

/** True while a unit lookup is in flight: the screen's loader, since the dialog only opens on a found unit. */
export function usePaintQcLookupPending(): boolean {
  return useIsFetching({ queryKey: [lookupKey] }) > 0;
}

export interface PaintQcDialogProps {
  opened: boolean;
  onClose: () => void;
  searchValue: string;
  searchBy: PaintQcSearchBy;
  /** Called once per failed lookup with the words to show the user; the dialog itself stays closed. */
  onLookupFailed?: (message: string) => void;
  /** The plant's units kept on the device: where the unit is looked up when the server cannot be reached. */
  keptUnits?: readonly PaintQcUnit[];
}

/** What the user reads when a lookup fails: a 404 means nothing matched; anything else is the server's message. */
export function lookupFailureMessage(error: unknown, searchBy: PaintQcSearchBy, searchValue: string): string {
  if (error instanceof ApiError && error.status === 404) {
    return searchBy === 'VIN'
      ? t('paintqc.noUnitVin', { value: searchValue.trim() })
      : t('paintqc.noUnitWorkOrder', { value: searchValue.trim() });
  }
  return errorMessage(error);
}

/** The inspection report of a unit's saved readings (GET /documents/paintqc/{workorderNumber}/file). */
export function paintQcReportUrl(workorderNumber: string, plant: number): string {
  return `/documents/paintqc/${encodeURIComponent(workorderNumber)}/file?plant=${plant}`;
}

export function PaintQcDialog({
  opened,
  onClose,
  searchValue,
  searchBy,
  onLookupFailed,
  keptUnits,
}: PaintQcDialogProps) {
  const plant = useAppStore((s) => s.plant);
  const t = useT();
  const narrow = useMediaQuery('(max-width: 799.98px)') ?? false;
  const [reportOpen, setReportOpen] = useState(false);
  const lookup = useQuery({
    queryKey: [lookupKey, plant, searchBy, searchValue],
    queryFn: async () => {
      try {
        return await callOperation('lookupPaintQc', { searchValue: searchValue.trim(), searchBy, plant });
      } catch (error) {
        // Offline the unit comes from the device's list; its readings go to the outbox on save.
        const kept = isNetworkFailure(error) ? keptUnitRecord(keptUnits, searchBy, searchValue) : undefined;
        if (kept) return kept;
        throw error;
      }
    },
    enabled: opened && searchValue.trim() !== '',
    retry: false,
    // Every opening reads the unit afresh: another inspector may have saved it meanwhile.
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const record = lookup.data;
  const failure = lookup.isError ? lookup.error : null;
  useEffect(() => {
    if (failure) onLookupFailed?.(lookupFailureMessage(failure, searchBy, searchValue));
  }, [failure, onLookupFailed, searchBy, searchValue]);

  const title = record ? (
    <Group gap="xs">
      <Text fw={700}>
        {t('paintqc.title')} · {record.WorkorderNumber || record.WorkOrderId}
      </Text>
      <Badge variant="light" color={record.Type === 'bed' ? 'grape' : 'blue'}>
        {record.Type === 'bed' ? t('paintqc.truckBed') : t('paintqc.trailer')}
      </Badge>
      {/* Always offered: a unit without saved readings has no report yet, which the viewer shows empty. */}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconFileTypePdf size={16} />}
        onClick={() => setReportOpen(true)}
      >
        {t('paintqc.inspectionReport')}
      </Button>
    </Group>
  ) : (
    <Text fw={700}>{t('paintqc.title')}</Text>
  );

  return (
    <>
      <LayeredModal
        opened={opened && record !== undefined}
        onClose={onClose}
        title={title}
        size="75rem"
        fullScreen={narrow}
        closeOnClickOutside={false}
      >
        {record && (
          <WithPaintQcHistory recordId={record.Id}>
            {record.Type === 'bed' ? (
              <BedForm key={record.WorkorderNumber} record={record} onSaved={onClose} />
            ) : (
              <TrailerForm key={record.WorkorderNumber} record={record} onSaved={onClose} />
            )}
          </WithPaintQcHistory>
        )}
      </LayeredModal>
      {record && (
        <FileViewDialog
          opened={reportOpen}
          onClose={() => setReportOpen(false)}
          url={paintQcReportUrl(record.WorkorderNumber || record.WorkOrderId, plant)}
          fileName={`PaintQC-${record.WorkorderNumber || record.WorkOrderId}.pdf`}
        />
      )}
    </>
  );
}

/** A saved check's readings beside its History (who changed which reading, old → new); a new check shows the form only. */
function WithPaintQcHistory({ recordId, children }: { recordId: number | null | undefined; children: ReactNode }) {
  const [tab, setTab] = useState<string | null>('readings');
  if (typeof recordId !== 'number') return <>{children}</>;
  return (
    // The readings stay mounted: what was typed survives a look at the history.
    <Tabs value={tab} onChange={setTab} variant="outline">
      <Tabs.List mb="sm">
        <Tabs.Tab value="readings">{t('paintqc.readings')}</Tabs.Tab>
        <Tabs.Tab value="history">{t('history.tab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="readings">{children}</Tabs.Panel>
      <Tabs.Panel value="history">
        {tab === 'history' ? <RecordHistoryPanel entity="paint-qc-records" recordKey={String(recordId)} /> : null}
      </Tabs.Panel>
    </Tabs>
  );
}
