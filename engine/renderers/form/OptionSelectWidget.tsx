// "ui:widget": "optionSelect" — a select whose choices ("ui:options".choices, {value, label}[]) the form loaded from
// an ERP operation (a grid form's "options"). The value goes back with the field's own type (an integer id stays a
// number); a field that may be null can be cleared.
import { Select } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/translate';

export interface OptionChoice {
  value: string;
  label: string;
}

function typesOf(schema: WidgetProps['schema']): string[] {
  const type: unknown = schema.type;
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
}

export function OptionSelectWidget({
  id,
  label,
  hideLabel,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  rawErrors,
  schema,
  options,
  placeholder,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const t = useT();
  const choices = (options.choices as OptionChoice[] | undefined) ?? [];
  const types = typesOf(schema);
  const numeric = types.includes('integer') || types.includes('number');
  const nullable = types.includes('null');
  const current = value === undefined || value === null ? null : String(value);
  // A stored value the list no longer offers (an inactive foreman) still shows, by its id.
  const data =
    current !== null && !choices.some((c) => c.value === current)
      ? [...choices, { value: current, label: current }]
      : choices;
  return (
    <Select
      id={id}
      label={hideLabel ? undefined : label}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      data={data}
      value={current}
      searchable
      clearable={nullable || !required}
      placeholder={placeholder || (data.length === 0 ? t('form.noOptions') : undefined)}
      nothingFoundMessage={t('form.noOptions')}
      error={rawErrors?.length ? rawErrors.join(' ') : undefined}
      onChange={(next) => onChange(next === null ? (nullable ? null : undefined) : numeric ? Number(next) : next)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
