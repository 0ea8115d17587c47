// Customer service decides which testimonials appear on the website: the plant's testimonials of the chosen period
// (POST /testimonials/filter/), a switch to show only unpublished ones, a double-click opens the testimonial detail
// dialog, and Publish / Unpublish saves the decision.
import { useState } from 'react';
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CustomComponentProps } from '../../engine/renderers/custom/customComponents';
import { DataGridView } from '../../engine/renderers/grid/view/DataGridView';
import { FilterBar } from '../../engine/filters/FilterBar';
import { useFilterValues } from '../../engine/filters/useFilterValues';
import { callOperation } from '../../engine/api/callOperation';
import { notifyError, notifySuccess, errorMessage } from '../../engine/ui/notify';
import { useAppStore } from '../../engine/stores/appStore';
import { TestimonialDetailDialog, type Testimonial } from '../../engine/features/testimonial';

type Row = Testimonial & { Published: boolean; Rating: number };
type Show = 'all' | 'unpublished' | 'published';

export default function TestimonialPublication({ definition, props }: CustomComponentProps) {
  const plant = useAppStore((s) => s.plant);
  const { filters, applied, setApplied, ready } = useFilterValues(props.filters as typeof definition.filters);
  const [show, setShow] = useState<Show>('unpublished');
  const [selected, setSelected] = useState<Row | null>(null);
  const [saving, setSaving] = useState(false);
  const period = (applied.period as [string, string] | undefined) ?? [undefined, undefined];
  const body = { plant, from: period[0], to: period[1], Published: show === 'all' ? null : show === 'published' };
  const query = useQuery({
    queryKey: ['testimonial-publication', body],
    queryFn: () => callOperation('filterTestimonials', {}, body),
    enabled: ready && Boolean(plant),
  });

  const publish = async (row: Row, published: boolean) => {
    setSaving(true);
    try {
      await callOperation('setTestimonialPublication', { id: row.ID }, { Published: published });
      notifySuccess(published ? 'Testimonial published' : 'Testimonial unpublished');
      setSelected(null);
      void query.refetch();
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={0}>
      <Group justify="space-between" align="flex-end">
        <FilterBar filters={filters} values={applied} onApply={setApplied} busy={query.isFetching} />
        <SegmentedControl
          mb="sm"
          value={show}
          onChange={(v) => setShow(v as Show)}
          data={[
            { value: 'unpublished', label: 'Waiting' },
            { value: 'published', label: 'Published' },
            { value: 'all', label: 'All' },
          ]}
          aria-label="Show"
        />
      </Group>
      <DataGridView
        gridId={definition.id}
        columns={definition.columns ?? []}
        rows={query.data ?? []}
        isLoading={query.isPending && ready}
        error={query.error}
        options={{ height: '65vh' }}
        onRowActivated={(row) => setSelected(row as unknown as Row)}
      />
      <TestimonialDetailDialog opened={selected !== null} onClose={() => setSelected(null)} testimonial={selected} />
      {selected && (
        <Group justify="center" style={{ position: 'fixed', bottom: 24, left: 0, right: 0, zIndex: 400 }}>
          <Button
            loading={saving}
            color={selected.Published ? 'red' : 'green'}
            onClick={() => void publish(selected, !selected.Published)}
          >
            {selected.Published ? 'Unpublish from website' : 'Publish on website'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
