// The form's date widget (rjsf "DateWidget", used for "format": "date"): shown and typed as MM/DD/YYYY like every
// date of the portal (SPEC §9), stored as the ISO day the contract expects. A typed text that is not a date stays in
// the field and in the form data, so validation answers with SPEC §5's format message instead of silently clearing it.
import { useCallback, useRef } from 'react';
import { DateInput } from '@mantine/dates';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, labelValue } from '@rjsf/utils';
import { parseTypedDate } from '../../format';
import { datePattern } from '../../format/formatDate';

/** SPEC §9's date input format in en-US; inputs follow the locale (datePattern: DD/MM/YYYY in es-MX). */
export const DATE_DISPLAY_FORMAT = 'MM/DD/YYYY';

/** Mantine 8 hands over 'YYYY-MM-DD' strings; a Date (older callers) is taken as its local day. */
function isoDay(day: string | Date): string {
  if (typeof day === 'string') return day.slice(0, 10);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

export function DateWidget(props: WidgetProps) {
  const {
    id,
    name,
    value,
    placeholder,
    required,
    disabled,
    readonly,
    autofocus,
    label,
    hideLabel,
    rawErrors,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const iso = typeof value === 'string' ? parseTypedDate(value) : null;
  // While the form data holds a text that is not a date, the input keeps the last day it had: a new value would make
  // the input redraw its text, wiping what the user typed.
  const lastDay = useRef<string | null>(null);
  const typedText = typeof value === 'string' && value !== '' && !iso;
  if (!typedText) lastDay.current = iso;

  const handleBlur = useCallback(
    (event: React.FocusEvent<HTMLInputElement>) => {
      const text = event.currentTarget.value.trim();
      // A valid day was already handed over by onChange; anything else typed is kept for the format message.
      if (text && !parseTypedDate(text)) onChange(text);
      if (!text) onChange(undefined);
      onBlur(id, value);
    },
    [onChange, onBlur, id, value],
  );

  return (
    <DateInput
      id={id}
      name={name}
      value={typedText ? lastDay.current : iso}
      valueFormat={datePattern()}
      dateParser={parseTypedDate}
      fixOnBlur={false}
      clearable
      placeholder={placeholder || datePattern()}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      label={labelValue(label || undefined, hideLabel, false)}
      onChange={(day) => onChange(day ? isoDay(day) : undefined)}
      onBlur={handleBlur}
      onFocus={() => onFocus(id, value)}
      error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      popoverProps={{ withinPortal: false }}
    />
  );
}
