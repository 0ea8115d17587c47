// The paint QC dialog (SPEC §2, §4): opened with a search value and what it is (VIN or work order), it looks the unit
// up in the current plant and shows the trailer or bed form by the response's Type. A failed lookup only hides the
// loader (SPEC §8). After a successful save the dialog closes and clears; the saved unit's inspection report opens in
// the File View.
import { useState } from 'react';
import { Badge, Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../engine/api/callOperation';
import { useAppStore } from '../../../engine/stores/appStore';
import { FileViewDialog } from '../../../engine/features/pdf/FileViewDialog';
import { BedForm } from './BedForm';
import { TrailerForm } from './TrailerForm';
import type { PaintQcRecord } from './paintReadings';

export type PaintQcSearchBy = 'VIN' | 'WorkOrder';

export interface PaintQcDialogProps {
  opened: boolean;
  onClose: () => void;
  searchValue: string;
  searchBy: PaintQcSearchBy;
}

/** The inspection report of a unit's saved readings (GET /documents/paintqc/{workorderNumber}/file). */
export function paintQcReportUrl(workorderNumber: string, plant: number): string {
  return `/documents/paintqc/${encodeURIComponent(workorderNumber)}/file?plant=${plant}`;
}

export function PaintQcDialog({ opened, onClose, searchValue, searchBy }: PaintQcDialogProps) {
  const plant = useAppStore((s) => s.plant);
  const narrow = useMediaQuery('(max-width: 799.98px)') ?? false;
  const [reportOpen, setReportOpen] = useState(false);
  const lookup = useQuery({
    queryKey: ['paintqc-lookup', plant, searchBy, searchValue],
    queryFn: () => callOperation<PaintQcRecord>('lookupPaintQc', { searchValue: searchValue.trim(), searchBy, plant }),
    enabled: opened && searchValue.trim() !== '',
    retry: false,
    // Every opening reads the unit afresh: another inspector may have saved it meanwhile.
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const record = lookup.data;

  const title = record ? (
    <Group gap="xs">
      <Text fw={700}>Paint QC · {record.WorkorderNumber || record.WorkOrderId}</Text>
      <Badge variant="light" color={record.Type === 'bed' ? 'grape' : 'blue'}>
        {record.Type === 'bed' ? 'Truck bed' : 'Trailer'}
      </Badge>
      {/* Always offered: a unit without saved readings has no report yet, which the viewer shows empty. */}
      <Button variant="subtle" size="xs" leftSection={<IconFileTypePdf size={16} />} onClick={() => setReportOpen(true)}>
        Inspection report
      </Button>
    </Group>
  ) : (
    <Text fw={700}>Paint QC</Text>
  );

  return (
    <>
      <Modal opened={opened} onClose={onClose} title={title} size="75rem" fullScreen={narrow} closeOnClickOutside={false}>
        {lookup.isFetching && !record && (
          <Center py="xl" role="status" aria-label="Looking up the unit">
            <Loader />
          </Center>
        )}
        {record && (
          <>
            {record.Type === 'bed' ? <BedForm key={record.WorkorderNumber} record={record} onSaved={onClose} /> : <TrailerForm key={record.WorkorderNumber} record={record} onSaved={onClose} />}
          </>
        )}
      </Modal>
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
