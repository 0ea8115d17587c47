// One paint thickness reading: a decimal text input (never clamped, so the inspector sees the SPEC hint for 0.05 or
// 11 instead of a silently changed value), labelled with its measuring point's number on the reference drawing.
import { TextInput } from '@mantine/core';
import type { ReadingDef } from './paintReadings';
import { readingLabel } from './paintReadings';

export interface ReadingInputProps {
  reading: ReadingDef;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function ReadingInput({ reading, value, error, onChange, onBlur }: ReadingInputProps) {
  return (
    <TextInput
      label={`${reading.point}. ${readingLabel(reading.label)}`}
      name={reading.field}
      data-field={reading.field}
      inputMode="decimal"
      autoComplete="off"
      placeholder="mils"
      required
      value={value}
      error={error || undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={onBlur}
    />
  );
}
