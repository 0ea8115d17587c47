// Owner's manual requests: the plant's requests of the chosen period (POST /manualrequest/filter/), waiting ones first
// by default; a double-click on a request opens it (GET /manualrequest/{id}/details/) to enter the shipment's tracking
// number (POST /manualrequest/set_trackingnumber/), which marks it Shipped.
import { useState } from 'react';
import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { LayeredModal } from '../../engine/ui/LayeredModal';
import { useQuery } from '@tanstack/react-query';
import type { CustomComponentProps } from '../../engine/renderers/custom/customComponents';
import { DataGridView } from '../../engine/renderers/grid/view/DataGridView';
import { FilterBar } from '../../engine/filters/FilterBar';
import { useFilterValues } from '../../engine/filters/useFilterValues';
import { callOperation } from '../../engine/api/callOperation';
import { notifyError, notifySuccess, errorMessage } from '../../engine/ui/notify';
import { useAppStore } from '../../engine/stores/appStore';
import { formatDate } from '../../engine/format/formatDate';

type Show = 'Requested' | 'Shipped' | 'all';

export default function ManualRequests({ definition, props }: CustomComponentProps) {
  const plant = useAppStore((s) => s.plant);
  const { filters, applied, setApplied, ready } = useFilterValues(props.filters as typeof definition.filters);
  const [show, setShow] = useState<Show>('Requested');
  const [openId, setOpenId] = useState<number | null>(null);
  const [tracking, setTracking] = useState('');
  const [saving, setSaving] = useState(false);
  const period = (applied.period as [string, string] | undefined) ?? [undefined, undefined];
  const body = { plant, from: period[0], to: period[1], Status: show === 'all' ? null : show };
  const list = useQuery({
    queryKey: ['manual-requests', body],
    queryFn: () => callOperation('filterManualRequests', {}, body),
    enabled: ready && Boolean(plant),
  });
  const detail = useQuery({
    queryKey: ['manual-request', openId],
    queryFn: () => callOperation('getManualRequest', { id: openId ?? 0 }),
    enabled: openId !== null,
  });
  const request = detail.data;

  const save = async () => {
    if (!request || !tracking.trim()) return;
    setSaving(true);
    try {
      await callOperation('setManualRequestTrackingNumber', {}, { Id: request.Id, TrackingNumber: tracking.trim() });
      notifySuccess(`Request ${request.RequestNo} is shipped`);
      setOpenId(null);
      void list.refetch();
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={0}>
      <Group justify="space-between" align="flex-end">
        <FilterBar filters={filters} values={applied} onApply={setApplied} busy={list.isFetching} />
        <SegmentedControl
          mb="sm"
          value={show}
          onChange={(v) => setShow(v as Show)}
          data={[
            { value: 'Requested', label: 'To ship' },
            { value: 'Shipped', label: 'Shipped' },
            { value: 'all', label: 'All' },
          ]}
          aria-label="Show"
        />
      </Group>
      <DataGridView
        gridId={definition.id}
        columns={definition.columns ?? []}
        rows={list.data ?? []}
        isLoading={list.isPending && ready}
        error={list.error}
        options={{ height: '65vh' }}
        onRowActivated={(row) => {
          setOpenId(Number(row.Id));
          setTracking(String(row.TrackingNumber ?? ''));
        }}
      />
      <LayeredModal
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        title={`Manual request ${request?.RequestNo ?? ''}`}
        size="lg"
      >
        {detail.error && <Alert color="red">{errorMessage(detail.error)}</Alert>}
        {request && (
          <Stack gap="md">
            <SimpleGrid cols={2} spacing="sm">
              {[
                ['Manual', request.ManualType],
                ['VIN', request.VIN ?? '—'],
                ['Requested', formatDate(request.RequestDate)],
                ['Status', request.Status],
                ['Ship to', `${request.FirstName} ${request.LastName}`],
                ['Address', `${request.Address}, ${request.City}, ${request.State} ${request.Zip} ${request.Country}`],
              ].map(([label, value]) => (
                <div key={label}>
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                    {label}
                  </Text>
                  <Text size="sm">{value}</Text>
                </div>
              ))}
            </SimpleGrid>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void save();
              }}
            >
              <Group align="flex-end">
                <TextInput
                  label="Tracking number"
                  value={tracking}
                  onChange={(e) => setTracking(e.currentTarget.value)}
                  maxLength={40}
                  style={{ flex: 1 }}
                />
                <Button type="submit" loading={saving} disabled={!tracking.trim()}>
                  Save and mark shipped
                </Button>
              </Group>
            </form>
          </Stack>
        )}
      </LayeredModal>
    </Stack>
  );
}
