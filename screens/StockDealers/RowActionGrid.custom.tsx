// A work queue: the definition's filters and grid, and a double-click (or Enter) on a row opens a small dialog that
// completes the row's task through one write operation (send an MCO, pay a salesperson, convert a web quote). The
// dialog's fields, defaults taken from the row, and the operation are described in the definition's props.
import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { LayeredModal } from '../../engine/ui/LayeredModal';
import type { CustomComponentProps } from '../../engine/renderers/custom/customComponents';
import { DataGridView } from '../../engine/renderers/grid/view/DataGridView';
import { useBindingContext } from '../../engine/renderers/shared/useBindingContext';
import { useScreenData } from '../../engine/renderers/shared/useScreenData';
import { FilterBar } from '../../engine/filters/FilterBar';
import { useFilterValues } from '../../engine/filters/useFilterValues';
import { callOperationById } from '../../engine/api/callOperation';
import { ApiError } from '../../engine/api/ApiError';
import { notifyError, notifySuccess, errorMessage } from '../../engine/ui/notify';
import { useAppStore } from '../../engine/stores/appStore';

interface ActionField {
  name: string;
  label: string;
  type: 'text' | 'number' | 'select';
  options?: string[];
  /** Row field whose value fills the field when the dialog opens. */
  fromRow?: string;
  value?: string | number;
}
interface RowAction {
  operationId: string;
  title: string;
  submitLabel: string;
  successMessage: string;
  /** Row field giving the dialog's heading (e.g. the VIN or the salesperson). */
  headingField: string;
  /** Path parameters taken from the row: parameter name → row field. */
  pathFromRow?: Record<string, string>;
  /** Sends the current plant as the `plant` query parameter. */
  withPlant?: boolean;
  fields: ActionField[];
}

type Row = Record<string, unknown>;
type Values = Record<string, string | number | null>;

function initialValues(action: RowAction, row: Row): Values {
  const values: Values = {};
  for (const f of action.fields)
    values[f.name] = f.fromRow ? ((row[f.fromRow] as string | number | null) ?? null) : (f.value ?? null);
  return values;
}

export default function RowActionGrid({ definition, routeParams, props }: CustomComponentProps) {
  const action = props.action as RowAction;
  const plant = useAppStore((s) => s.plant);
  const { filters, applied, setApplied, ready } = useFilterValues(definition.filters);
  const ctx = useBindingContext(applied, routeParams);
  const data = useScreenData(definition.dataSource, ctx, { enabled: ready });
  const [row, setRow] = useState<Row | null>(null);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const open = (r: Row) => {
    setRow(r);
    setValues(initialValues(action, r));
    setErrors({});
    setFailure(null);
  };

  const submit = async () => {
    if (!row) return;
    const missing = action.fields.filter((f) => values[f.name] === null || values[f.name] === '');
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((f) => [f.name, 'Required'])));
      return;
    }
    const params: Record<string, unknown> = action.withPlant ? { plant } : {};
    for (const [param, field] of Object.entries(action.pathFromRow ?? {})) params[param] = row[field];
    setSaving(true);
    try {
      await callOperationById(action.operationId, params, values);
      notifySuccess(action.successMessage);
      setRow(null);
      data.refetch();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
      setErrors(Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])));
      setFailure(errorMessage(error));
      notifyError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={0}>
      <FilterBar filters={filters} values={applied} onApply={setApplied} busy={data.isFetching} />
      <Text size="sm" c="dimmed" mb={6}>
        Double-click a row to {action.title.toLowerCase()}.
      </Text>
      <DataGridView
        gridId={definition.id}
        columns={definition.columns ?? []}
        rows={data.rows}
        isLoading={data.isLoading}
        error={data.error}
        options={{ height: '65vh' }}
        onRowActivated={open}
      />
      <LayeredModal
        opened={row !== null}
        onClose={() => setRow(null)}
        title={`${action.title} — ${String(row?.[action.headingField] ?? '')}`}
        size="md"
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            {action.fields.map((f) =>
              f.type === 'number' ? (
                <NumberInput
                  key={f.name}
                  label={f.label}
                  value={values[f.name] ?? ''}
                  error={errors[f.name]}
                  decimalScale={2}
                  min={0}
                  onChange={(v) => setValues((s) => ({ ...s, [f.name]: v === '' ? null : Number(v) }))}
                />
              ) : f.type === 'select' ? (
                <Select
                  key={f.name}
                  label={f.label}
                  data={f.options ?? []}
                  value={(values[f.name] as string | null) ?? null}
                  error={errors[f.name]}
                  onChange={(v) => setValues((s) => ({ ...s, [f.name]: v }))}
                  allowDeselect={false}
                />
              ) : (
                <TextInput
                  key={f.name}
                  label={f.label}
                  value={(values[f.name] as string | null) ?? ''}
                  error={errors[f.name]}
                  maxLength={40}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setValues((s) => ({ ...s, [f.name]: v }));
                  }}
                />
              ),
            )}
            {failure && (
              <Alert color="red" variant="light">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRow(null)}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                {action.submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </LayeredModal>
    </Stack>
  );
}
