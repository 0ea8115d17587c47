// The dialog of one row action (or toolbar action): what the row is (its detail fields), the inputs the action asks
// for (a select's choices from a list or an operation), the confirm question, and the button that makes the call; a
// refused call keeps the dialog open with the server's message.
import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Column, GridAction, RowAction, RowActionField } from '../../../screen/types';
import { formatValue } from '../../../format/formatValue';
import { useSelectOptions } from '../../../filters/useSelectOptions';
import { useT } from '../../../i18n/translate';
import { LayeredModal } from '../../../ui/LayeredModal';
import { fillTemplate, initialValues, type ActionValues } from './rowActionCall';
import { WithHistoryTab } from '../../../views/history/WithHistoryTab';

type Row = Record<string, unknown>;

export interface RowActionDialogProps {
  action: RowAction | GridAction;
  row: Row;
  columns: readonly Column[];
  /** Makes the call; rejects with the error to show. */
  onSubmit: (values: ActionValues) => Promise<void>;
  onClose: () => void;
  /** The message of the last refused call, if any. */
  failure: string | null;
  fieldErrors: Record<string, string>;
}

export function RowActionDialog({
  action,
  row,
  columns,
  onSubmit,
  onClose,
  failure,
  fieldErrors,
}: RowActionDialogProps) {
  const t = useT();
  const [values, setValues] = useState<ActionValues>(() => initialValues(action, row));
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const errors = { ...fieldErrors, ...missing };
  const set = (name: string, value: string | number | null) => setValues((s) => ({ ...s, [name]: value }));

  const submit = async () => {
    const empty = (action.fields ?? []).filter(
      (f) => !f.optional && (values[f.name] === null || values[f.name] === ''),
    );
    setMissing(Object.fromEntries(empty.map((f) => [f.name, t('validation.required', { label: f.label })])));
    if (empty.length) return;
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  };

  const heading = 'heading' in action && action.heading ? fillTemplate(action.heading, row) : '';
  return (
    <LayeredModal opened onClose={onClose} title={heading ? `${action.label} — ${heading}` : action.label} size="md">
      <WithHistoryTab history={'history' in action ? action.history : undefined} record={row} label={action.label}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            {'details' in action && action.details && (
              <SimpleGrid cols={2} spacing="sm" data-testid="row-action-details">
                {action.details.map((field: string) => {
                  const column = columns.find((c) => c.field === field);
                  return (
                    <div key={field}>
                      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                        {column?.caption ?? field}
                      </Text>
                      <Text size="sm">{formatValue(column ?? {}, row[field], row) || '—'}</Text>
                    </div>
                  );
                })}
              </SimpleGrid>
            )}
            {(action.fields ?? []).map((f) =>
              f.type === 'number' ? (
                <NumberInput
                  key={f.name}
                  label={f.label}
                  value={values[f.name] ?? ''}
                  error={errors[f.name]}
                  decimalScale={2}
                  min={0}
                  onChange={(v) => set(f.name, v === '' ? null : Number(v))}
                />
              ) : f.type === 'select' ? (
                <ActionSelect
                  key={f.name}
                  field={f}
                  value={values[f.name]}
                  error={errors[f.name]}
                  onChange={(v) => set(f.name, v)}
                />
              ) : (
                <TextInput
                  key={f.name}
                  label={f.label}
                  value={values[f.name] ?? ''}
                  error={errors[f.name]}
                  maxLength={f.maxLength ?? 40}
                  onChange={(e) => set(f.name, e.currentTarget.value)}
                />
              ),
            )}
            {action.confirm && <Text size="sm">{fillTemplate(action.confirm, row)}</Text>}
            {failure && (
              <Alert color="red" variant="light">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {action.submitLabel ?? action.label}
              </Button>
            </Group>
          </Stack>
        </form>
      </WithHistoryTab>
    </LayeredModal>
  );
}

/** A select input: fixed values, values with labels, or rows of an operation (a number value is sent as a number). */
function ActionSelect({
  field,
  value,
  error,
  onChange,
}: {
  field: RowActionField;
  value: ActionValues[string] | undefined;
  error: string | undefined;
  onChange: (value: string | number | null) => void;
}) {
  const { options, isLoading, typedValue } = useSelectOptions(field.options ?? []);
  return (
    <Select
      label={field.label}
      data={options}
      value={value === null || value === undefined ? null : String(value)}
      error={error}
      disabled={isLoading}
      searchable={options.length > 10}
      onChange={(v) => {
        const typed = v === null ? null : typedValue(v);
        onChange(typeof typed === 'boolean' ? String(typed) : typed);
      }}
      allowDeselect={Boolean(field.optional)}
      clearable={Boolean(field.optional)}
    />
  );
}
