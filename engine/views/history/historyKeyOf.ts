// The key of a record as the history names it: the value of the declared key field as text, or undefined when the
// record has none yet (a new row not saved, a record still loading).
export function historyKeyOf(record: Readonly<Record<string, unknown>> | undefined, field: string): string | undefined {
  const value = record?.[field];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
}
